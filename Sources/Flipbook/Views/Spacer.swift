/// Flexible empty space: along its stack's axis it takes whatever the other
/// children leave (at least `minLength`, default 8); outside a stack it expands both ways.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        [SpacerElement(minLength: minLength ?? ViewSpacing.defaultValue, axis: context.stackAxis, id: context.id)]
    }
}

final class SpacerElement: Element {
    private let minLength: CGFloat
    private let axis: Axis?

    init(minLength: CGFloat, axis: Axis?, id: ViewID) {
        self.minLength = minLength
        self.axis = axis
        super.init(.leaf, id: id)
        // Spacers are sized last in a stack: they get only what the others leave.
        traits.layoutPriority = -.infinity
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? minLength, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }

    override var spacing: ViewSpacing { .zero }
    override var isAnimatingItself: Bool? { false }
}
