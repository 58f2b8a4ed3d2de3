/// Whether the views behind a sheet stay interactive (and undimmed) while it shows:
/// `.automatic` and `.disabled` dim them and take their taps; `.enabled` leaves them as they are;
/// `.enabled(upThrough: detent)` does so while the sheet rests at `detent` or a smaller one.
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable {
        case automatic, disabled
        case enabled(upThrough: PresentationDetent?)
    }

    let kind: Kind

    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled(upThrough: nil))
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabled(upThrough: detent))
    }

    /// Whether the background is interactive while the sheet rests at `detent` (nil: none).
    func allowsInteraction(at detent: PresentationDetent?) -> Bool {
        switch kind {
        case .automatic, .disabled: false
        case .enabled(upThrough: nil): true
        case .enabled(upThrough: let limit?): detent.map { $0.comparisonHeight <= limit.comparisonHeight } ?? false
        }
    }
}

extension PresentationDetent {
    /// The sheet's height on an iPhone 16 Pro (874 pt, large sheets 44 pt below the 62 pt safe
    /// area), to order detents that mix fractions and heights.
    var comparisonHeight: CGFloat { sheetHeight(in: 874, large: 874 - 62 - 44) }
}

extension View {
    /// Whether the views behind the sheet showing this view stay interactive and undimmed.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(PresentationSettingsModifier(settings: PresentationSettings(backgroundInteraction: interaction)))
    }

    /// The corner radius of the sheet showing this view (nil: the system's, 10 pt).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(PresentationSettingsModifier(settings: PresentationSettings(cornerRadius: .some(cornerRadius))))
    }

    /// Stops the user dismissing the sheet showing this view by swiping it down. Flipbook's sheets
    /// have no swipe to dismiss (scripts dismiss them through their bindings), so nothing changes.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
}
