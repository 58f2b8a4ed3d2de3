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
    let detents: Set<PresentationDetent>?
    let dragIndicator: Visibility?
    let compactAdaptation: PresentationAdaptation?

    init(detents: Set<PresentationDetent>?, dragIndicator: Visibility?, compactAdaptation: PresentationAdaptation? = nil,
         child: Element, id: ViewID) {
        self.detents = detents
        self.dragIndicator = dragIndicator
        self.compactAdaptation = compactAdaptation
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }

    /// The detents and drag indicator declared in `elements` (the outermost of each).
    static func find(in elements: [Element]) -> (detents: Set<PresentationDetent>, dragIndicator: Visibility) {
        let detents = outermost(in: elements) { ($0 as? PresentationSettingsElement)?.detents }
        let indicator = outermost(in: elements) { ($0 as? PresentationSettingsElement)?.dragIndicator }
        return (detents ?? [.large], indicator ?? .automatic)
    }
}

struct PresentationSettingsModifier: ViewModifier, WrappingModifier {
    var detents: Set<PresentationDetent>?
    var dragIndicator: Visibility?
    var compactAdaptation: PresentationAdaptation?
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        PresentationSettingsElement(detents: detents, dragIndicator: dragIndicator, compactAdaptation: compactAdaptation,
                                    child: child, id: id)
    }
}

extension View {
    /// The heights the sheet showing this view rests at; it shows at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationSettingsModifier(detents: detents))
    }

    /// Whether the sheet showing this view has a drag indicator (by default, when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PresentationSettingsModifier(dragIndicator: visibility))
    }
}

/// Places a sheet's card at the bottom of the container, as tall as its smallest detent.
struct SheetDetentLayout: Layout {
    let detents: Set<PresentationDetent>
    /// Gap above a large sheet.
    let topInset: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let large = bounds.height - topInset
        let height = detents.map { $0.sheetHeight(in: bounds.height, large: large) }.min() ?? large
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.maxY - height), proposal: ProposedViewSize(width: bounds.width, height: height))
        }
    }
}
