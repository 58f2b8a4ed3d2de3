/// The stack algorithm shared by `HStackLayout` and `VStackLayout`, as
/// SwiftUI sizes stacks: the space left after spacing is offered to children
/// in order of layout priority, then of increasing flexibility, each getting
/// an equal share of what remains.
@MainActor
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?
    /// The alignment guide on the minor axis.
    let alignment: AlignmentKey

    /// The spacing before each child (0 for the first).
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        subviews.indices.map { index in
            index == 0 ? 0 : spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
        }
    }

    /// Each child's size for a proposal, with `gaps` between them. Reads the elements directly,
    /// and each child's priority once: this runs for every proposal a stack is asked about.
    func sizes(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, gaps: [CGFloat]) -> [CGSize] {
        let elements = subviews.elements
        let minor = proposal[axis.other]
        var sizes = [CGSize](repeating: .zero, count: elements.count)
        guard let major = proposal[axis] else {
            for index in elements.indices {
                sizes[index] = elements[index].sizeThatFits(ProposedViewSize(axis: axis, major: nil, minor: minor))
            }
            return sizes
        }
        var available = major - gaps.reduce(0, +)
        let (order, priorities) = sortedIndices(elements, minor: minor)

        // Reserve the minimum of every child below the top priority group.
        func minimum(_ i: Int) -> CGFloat {
            elements[i].sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
        }
        let topPriority = order.first.map { priorities[$0] } ?? 0
        for i in order where priorities[i] < topPriority { available -= minimum(i) }

        var position = 0
        while position < order.count {
            let priority = priorities[order[position]]
            var end = position + 1
            while end < order.count, priorities[order[end]] == priority { end += 1 }
            if priority < topPriority { for i in order[position..<end] { available += minimum(i) } }
            var remaining = end - position
            for i in order[position..<end] {
                let offer = max(available / CGFloat(remaining), 0)
                let size = elements[i].sizeThatFits(ProposedViewSize(axis: axis, major: offer, minor: minor))
                sizes[i] = size
                available -= size[axis]
                remaining -= 1
            }
            position = end
        }
        return sizes
    }

    /// Children by descending priority, then ascending flexibility (stable), and each child's priority.
    private func sortedIndices(_ elements: [Element], minor: CGFloat?) -> (order: [Int], priorities: [Double]) {
        var priorities: [Double] = []
        var flexibility: [(CGFloat, CGFloat)] = []
        priorities.reserveCapacity(elements.count)
        flexibility.reserveCapacity(elements.count)
        for element in elements {
            let low = element.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
            let high = element.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
            priorities.append(element.traits.layoutPriority)
            flexibility.append((high - low, low))
        }
        return (Self.order(priorities: priorities, flexibility: flexibility), priorities)
    }

    /// Highest priority first; within a priority, least flexible first (ties: the larger
    /// minimum among unbounded ones, then source order). Nonisolated, so the comparisons
    /// run without main-actor checks.
    private nonisolated static func order(priorities: [Double], flexibility: [(CGFloat, CGFloat)]) -> [Int] {
        priorities.indices.sorted { a, b in
            let (pa, pb) = (priorities[a], priorities[b])
            if pa != pb { return pa > pb }
            let (fa, fb) = (flexibility[a].0, flexibility[b].0)
            if fa != fb { return fa < fb }
            if fa == .infinity, flexibility[a].1 != flexibility[b].1 { return flexibility[a].1 > flexibility[b].1 }
            return a < b
        }
    }

    /// The stack's own spacing preferences, from its children's.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard !subviews.isEmpty else { return ViewSpacing() }
        let (before, after): (Edge.Set, Edge.Set) = axis == .vertical ? (.top, .bottom) : (.leading, .trailing)
        let sides: Edge.Set = axis == .vertical ? .horizontal : .vertical
        var result = ViewSpacing(minima: [:])
        for (index, subview) in subviews.enumerated() {
            var edges = sides
            if index == 0 { edges.formUnion(before) }
            if index == subviews.count - 1 { edges.formUnion(after) }
            result.formUnion(subview.spacing, edges: edges)
        }
        return result
    }

    /// Each child's alignment guide on the minor axis at its size.
    private func guides(_ sizes: [CGSize], _ subviews: LayoutSubviews) -> [CGFloat] {
        var guides: [CGFloat] = []
        guides.reserveCapacity(sizes.count)
        for (element, size) in zip(subviews.elements, sizes) { guides.append(element.guide(alignment, size: size)) }
        return guides
    }

    /// The stack's minor length: from the guide, the furthest any child reaches before and after it.
    private func minorLength(_ sizes: [CGSize], guides: [CGFloat]) -> CGFloat {
        guard !guides.isEmpty else { return 0 }
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for index in guides.indices {
            low = min(low, -guides[index])
            high = max(high, sizes[index][axis.other] - guides[index])
        }
        return max(high, 0) - min(low, 0)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let gaps = gaps(subviews)
        let sizes = sizes(proposal, subviews, gaps: gaps)
        var major: CGFloat = 0
        for index in sizes.indices { major = major + sizes[index][axis] + gaps[index] }
        return CGSize(axis: axis, major: major, minor: minorLength(sizes, guides: guides(sizes, subviews)))
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = CGSize(width: bounds.width, height: bounds.height)[axis.other] }
        let gaps = gaps(subviews)
        let sizes = sizes(placing, subviews, gaps: gaps)
        // Minor-axis offsets that line the guides up: each child's guide at the leftmost reach.
        let guides = guides(sizes, subviews)
        let start = min(guides.map { -$0 }.min() ?? 0, 0)
        var cursor = bounds.origin[axis]
        for (index, subview) in subviews.enumerated() {
            cursor += gaps[index]
            var origin = CGPoint.zero
            origin[axis] = cursor
            origin[axis.other] = bounds.origin[axis.other] + (-guides[index] - start)
            let size = sizes[index]
            subview.element.place(in: CGRect(origin: origin, size: size))
            cursor += size[axis]
        }
    }
}

/// A stack along one axis (`HStackLayout`, `VStackLayout`): its `Layout` conformance is the
/// stack algorithm along that axis.
protocol AxisStackLayout: Layout where Cache == () {
    var algorithm: StackAlgorithm { get }
}

extension AxisStackLayout {
    /// The first child's preferences before the stack, the last one's after it, and every
    /// child's on the sides.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        algorithm.spacing(subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal, subviews)
    }
}
