import FlipbookDisplayList

/// A container laid out by a `Layout` (stacks, custom layouts).
final class LayoutElement<L: Layout>: Element {
    private let layout: L
    private var cache: L.Cache?
    /// The stack algorithm when the layout is a stack, run here directly so that placing the stack
    /// reuses its children's arrangement from sizing it (`arrangement`).
    private let stack: StackAlgorithm?
    private var arrangement: StackArrangement?
    /// A stack's size whatever it is proposed (`StackAlgorithm.sizeIgnoringProposal`, nil when it
    /// has none), once asked; dropped with the size cache.
    private var stackSizeForAnyProposal: CGSize??

    init(layout: L, children: [Element], id: ViewID) {
        self.layout = layout
        stack = (layout as? any AxisStackLayout)?.algorithm
        super.init(.container, id: id, children: children)
    }

    convenience init(layout: L, children: [Element], context: ResolveContext) {
        self.init(layout: layout, children: children, id: context.id)
    }

    private var subviews: LayoutSubviews { LayoutSubviews(elements: laidOutChildren) }

    private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
        var current = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let stack { return stack.sizeThatFits(proposal, subviews, last: &arrangement) }
        return withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override var sizeForAnyProposal: CGSize? {
        guard let stack else { return nil }
        if let stackSizeForAnyProposal { return stackSizeForAnyProposal }
        let size = stack.sizeIgnoringProposal(subviews)
        stackSizeForAnyProposal = .some(size)
        return size
    }

    override func dropLayoutCache() {
        super.dropLayoutCache()
        arrangement = nil
        stackSizeForAnyProposal = nil
    }

    /// Places with the proposal the layout was sized for, as SwiftUI passes it on: re-running a
    /// stack's space sharing with its own fitted size as the proposal can give a child less than
    /// it measured (its text would wrap).
    override func placeChildren(in frame: CGRect) {
        let proposal = placementProposal(for: frame)
        if let stack { return stack.place(in: frame, proposal, subviews, last: &arrangement) }
        withCache { layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        if let stack {
            return stack.explicitAlignment(key, in: bounds, placementProposal(for: bounds), subviews, last: &arrangement)
        }
        return withCache { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: ProposedViewSize(size),
                                           subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: ProposedViewSize(size),
                                           subviews: subviews, cache: &cache)
        }
    }

    override var debugName: String { String(describing: L.self) }
    override var spacing: ViewSpacing { withCache { layout.spacing(subviews: subviews, cache: &$0) } }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        emitChildren(orderedForDrawing, into: &items, at: time)
    }
}
