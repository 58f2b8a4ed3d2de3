/// A height a sheet rests at: `.large` (the whole screen below the top gap), `.medium` (half the
/// screen), a fraction of the screen or a height in points. A sheet with several shows at the
/// smallest.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    public static let large = PresentationDetent(kind: .large)
    public static let medium = PresentationDetent(kind: .medium)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height at this detent in a container `height` tall whose large sheets are `large` tall.
    func sheetHeight(in height: CGFloat, large: CGFloat) -> CGFloat {
        switch kind {
        case .large: large
        case .medium: height / 2
        case .fraction(let fraction): min(large, height * fraction)
        case .height(let points): min(large, points)
        }
    }
}

/// Carries a sheet's detents and drag indicator (and a popover's compact adaptation) up to the
/// presentation showing it, which reads them from its resolved content.
final class PresentationSettingsElement: Element {
    let settings: PresentationSettings

    init(settings: PresentationSettings, child: Element, id: ViewID) {
        self.settings = settings
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }

    /// One setting declared in `elements`: the outermost one that sets it.
    static func outermost<Value>(_ setting: KeyPath<PresentationSettings, Value?>, in elements: [Element]) -> Value? {
        outermost(in: elements) { ($0 as? PresentationSettingsElement)?.settings[keyPath: setting] }
    }

    /// The detents (`.large` when none are set), the one chosen, and the drag indicator declared in
    /// `elements` (the outermost of each).
    static func find(in elements: [Element])
        -> (detents: Set<PresentationDetent>, selection: PresentationDetent?, dragIndicator: Visibility) {
        let detents = outermost(\.detents, in: elements) ?? [.large]
        let selection = outermost(\.selection, in: elements)?.wrappedValue
        return (detents, selection.flatMap { detents.contains($0) ? $0 : nil }, outermost(\.dragIndicator, in: elements) ?? .automatic)
    }
}

/// What the modifiers inside a sheet (or popover) declare for the presentation showing it; nil
/// where a modifier says nothing.
struct PresentationSettings {
    var detents: Set<PresentationDetent>?
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility?
    var compactAdaptation: PresentationAdaptation?
    var backgroundInteraction: PresentationBackgroundInteraction?
    var cornerRadius: CGFloat??
    var background: PresentationBackground?
}

struct PresentationSettingsModifier: ViewModifier, WrappingModifier {
    var settings = PresentationSettings()
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        PresentationSettingsElement(settings: settings, child: child, id: id)
    }
}

extension View {
    /// The heights the sheet showing this view rests at; it shows at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationSettingsModifier(settings: PresentationSettings(detents: detents)))
    }

    /// The heights the sheet showing this view rests at, and the one it rests at now: `selection`
    /// (the smallest when `selection` is not one of `detents`).
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(PresentationSettingsModifier(settings: PresentationSettings(detents: detents, selection: selection)))
    }

    /// Whether the sheet showing this view has a drag indicator (by default, when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PresentationSettingsModifier(settings: PresentationSettings(dragIndicator: visibility)))
    }
}

/// Places a sheet's card at the bottom of the container, as tall as its smallest detent.
struct SheetDetentLayout: Layout {
    let detents: Set<PresentationDetent>
    /// The detent chosen by a `selection` binding, if any.
    var selection: PresentationDetent?
    /// Gap above a large sheet.
    let topInset: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let large = bounds.height - topInset
        let height = selection?.sheetHeight(in: bounds.height, large: large)
            ?? detents.map { $0.sheetHeight(in: bounds.height, large: large) }.min() ?? large
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.maxY - height), proposal: ProposedViewSize(width: bounds.width, height: height))
        }
    }
}
