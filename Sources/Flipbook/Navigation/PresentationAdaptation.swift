/// How a presentation adapts in a compact size class (an iPhone): `.automatic` (a popover
/// becomes a sheet), `.none` and `.popover` (a popover stays a bubble), `.sheet`,
/// `.fullScreenCover`. Flipbook's screen is compact in width and height.
public struct PresentationAdaptation: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let kind: Kind

    public static let automatic = PresentationAdaptation(kind: .automatic)
    public static let none = PresentationAdaptation(kind: .none)
    public static let popover = PresentationAdaptation(kind: .popover)
    public static let sheet = PresentationAdaptation(kind: .sheet)
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)
}

extension PresentationSettingsElement {
    /// The compact adaptation declared in `elements` (the outermost), `.automatic` when none is.
    static func compactAdaptation(in elements: [Element]) -> PresentationAdaptation {
        outermost(\.compactAdaptation, in: elements) ?? .automatic
    }
}

extension View {
    /// How the popover (or sheet) showing this view adapts on an iPhone: `.popover` keeps a
    /// popover a bubble anchored to its source instead of a sheet.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(PresentationSettingsModifier(settings: PresentationSettings(compactAdaptation: adaptation)))
    }

    /// How the presentation showing this view adapts in compact width and compact height; an
    /// iPhone in portrait is compact in width, so `horizontal` applies.
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        modifier(PresentationSettingsModifier(settings: PresentationSettings(compactAdaptation: horizontal)))
    }
}
