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

    /// The spacing before each child (0 for the first). A loop, not `map`: a closure handed to the
    /// standard library checks that it runs on the main actor at every call.
    private func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        let elements = subviews.elements
        var gaps = [CGFloat](repeating: spacing ?? 0, count: elements.count)
        guard !elements.isEmpty else { return gaps }
        gaps[0] = 0
        if spacing == nil {
            for index in elements.indices.dropFirst() {
                gaps[index] = elements[index - 1].spacing.distance(to: elements[index].spacing, along: axis)
            }
        }
        return gaps
    }

    /// Each child's size for a proposal, with `gaps` between them, and the proposal it was offered
    /// (the last it was asked about). Reads the elements directly, and each child's priority once:
    /// this runs for every proposal a stack is asked about.
    func sizes(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, gaps: [CGFloat])
        -> (sizes: [CGSize], offers: [ProposedViewSize]) {
        let elements = subviews.elements
        let minor = proposal[axis.other]
        var sizes = [CGSize](repeating: .zero, count: elements.count)
        guard let major = proposal[axis] else {
            let offer = ProposedViewSize(axis: axis, major: nil, minor: minor)
            for index in elements.indices { sizes[index] = elements[index].sizeThatFits(offer) }
            return (sizes, [ProposedViewSize](repeating: offer, count: elements.count))
        }
        var offers = [ProposedViewSize](repeating: proposal, count: elements.count)
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
                offers[i] = ProposedViewSize(axis: axis, major: max(available / CGFloat(remaining), 0), minor: minor)
                let size = elements[i].sizeThatFits(offers[i])
                sizes[i] = size
                available -= size[axis]
                remaining -= 1
            }
            position = end
        }
        return (sizes, offers)
    }

    /// The children's sizes, offers and guides for `proposal`: `last` when it was made for that
    /// proposal (each child is asked about its offer again, as sizing it would, so that it places
    /// itself with that proposal), else worked out.
    private func arrangement(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                             last: StackArrangement?) -> StackArrangement {
        let elements = subviews.elements
        if let last, last.proposal == proposal, last.offers.count == elements.count {
            for index in elements.indices { _ = elements[index].sizeThatFits(last.offers[index]) }
            return last
        }
        let gaps = gaps(subviews)
        let (sizes, offers) = sizes(proposal, subviews, gaps: gaps)
        return StackArrangement(proposal: proposal, gaps: gaps, offers: offers, sizes: sizes, guides: guides(sizes, subviews))
    }

    /// Children by descending priority, then ascending flexibility (stable), and each child's priority.
    private func sortedIndices(_ elements: [Element], minor: CGFloat?) -> (order: [Int], priorities: [Double]) {
        var priorities: [Double] = []
        var flexibility: [(CGFloat, CGFloat)] = []
        priorities.reserveCapacity(elements.count)
        flexibility.reserveCapacity(elements.count)
        for element in elements {
            // A child whose size ignores the proposal (a fixed frame) is as long at any offer; it
            // keeps no size cache, and `sizes` asks it its offer after this, so asking here would
            // change nothing.
            let low: CGFloat, high: CGFloat
            if let size = element.sizeIgnoringProposal {
                (low, high) = (size[axis], size[axis])
            } else {
                low = element.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
                high = element.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
            }
            priorities.append(element.traits.layoutPriority)
            flexibility.append((high - low, low))
        }
        return (Self.order(priorities: priorities, flexibility: flexibility), priorities)
    }

    /// Highest priority first; within a priority, least flexible first (ties: the larger
    /// minimum among unbounded ones, then source order). Nonisolated, so the comparisons
    /// run without main-actor checks. Children already in that order (alike, or equally
    /// flexible: most stacks) cost one comparison each rather than a sort.
    private nonisolated static func order(priorities: [Double], flexibility: [(CGFloat, CGFloat)]) -> [Int] {
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let (pa, pb) = (priorities[a], priorities[b])
            if pa != pb { return pa > pb }
            let (fa, fb) = (flexibility[a].0, flexibility[b].0)
            if fa != fb { return fa < fb }
            if fa == .infinity, flexibility[a].1 != flexibility[b].1 { return flexibility[a].1 > flexibility[b].1 }
            return a < b
        }
        let indices = Array(priorities.indices)
        for index in indices.dropLast() where !precedes(index, index + 1) { return indices.sorted(by: precedes) }
        return indices
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

    /// The stack's size for `proposal`; `last` keeps the children's arrangement for it.
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, last: inout StackArrangement?) -> CGSize {
        let arrangement = arrangement(proposal, subviews, last: last)
        last = arrangement
        return size(arrangement.sizes, gaps: arrangement.gaps, guides: arrangement.guides)
    }

    /// The stack's size whatever it is proposed, when each child's size ignores its proposal (fixed
    /// frames, stacks of them): every offer then gives each child the same size, so the stack is as
    /// large at any proposal. Nil when a child's size depends on its proposal. Asks the children
    /// nothing that records a proposal.
    func sizeIgnoringProposal(_ subviews: LayoutSubviews) -> CGSize? {
        let elements = subviews.elements
        var sizes: [CGSize] = []
        sizes.reserveCapacity(elements.count)
        for element in elements {
            guard let size = element.sizeIgnoringProposal else { return nil }
            sizes.append(size)
        }
        return size(sizes, gaps: gaps(subviews), guides: guides(sizes, subviews))
    }

    /// The stack's size around children of `sizes`, with `gaps` before them, lined up by `guides`.
    private func size(_ sizes: [CGSize], gaps: [CGFloat], guides: [CGFloat]) -> CGSize {
        var major: CGFloat = 0
        for index in sizes.indices { major = major + sizes[index][axis] + gaps[index] }
        return CGSize(axis: axis, major: major, minor: minorLength(sizes, guides: guides))
    }

    /// Places the children in `bounds`, reusing `last` when the stack was last sized for the same
    /// proposal (a parent sizes a child just before placing it).
    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, last: inout StackArrangement?) {
        forEachFrame(in: bounds, proposal, subviews, last: &last) { element, frame in element.place(in: frame) }
    }

    /// The stack's explicit value for `key` in `bounds`: its children's values merged (see
    /// `AlignmentKey.merged`), from where placing the stack in `bounds` puts them.
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                           last: inout StackArrangement?) -> CGFloat? {
        guard key.mergesChildren else { return nil }
        var placed: [(Element, CGRect)] = []
        forEachFrame(in: bounds, proposal, subviews, last: &last) { placed.append(($0, $1)) }
        return key.merged(placed)
    }

    /// Each child with the frame placing the stack in `bounds` gives it.
    private func forEachFrame(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                              last: inout StackArrangement?, _ body: (Element, CGRect) -> Void) {
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = CGSize(width: bounds.width, height: bounds.height)[axis.other] }
        let arrangement = arrangement(placing, subviews, last: last)
        last = arrangement
        let (sizes, guides, gaps) = (arrangement.sizes, arrangement.guides, arrangement.gaps)
        // Minor-axis offsets that line the guides up: each child's guide at the leftmost reach.
        var start: CGFloat = 0
        for guide in guides { start = min(start, -guide) }
        var cursor = bounds.origin[axis]
        let elements = subviews.elements
        for index in elements.indices {
            cursor += gaps[index]
            var origin = CGPoint.zero
            origin[axis] = cursor
            origin[axis.other] = bounds.origin[axis.other] + (-guides[index] - start)
            let size = sizes[index]
            body(elements[index], CGRect(origin: origin, size: size))
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
        var arrangement: StackArrangement?
        return algorithm.sizeThatFits(proposal, subviews, last: &arrangement)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var arrangement: StackArrangement?
        algorithm.place(in: bounds, proposal, subviews, last: &arrangement)
    }

    /// The children's text baselines and custom guides, merged (the top-most first baseline, the
    /// bottom-most last one, a custom guide's mean); none for the stack's edges and centre.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        var arrangement: StackArrangement?
        return algorithm.explicitAlignment(guide.key, in: bounds, proposal, subviews, last: &arrangement)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        var arrangement: StackArrangement?
        return algorithm.explicitAlignment(guide.key, in: bounds, proposal, subviews, last: &arrangement)
    }
}

/// A stack's children sized for one proposal, kept by its element so that placing the stack with
/// the proposal it was last sized for does not size them again (SwiftUI's stacks keep as much in
/// their cache). Valid as long as the children's sizes are: the element drops it with its size cache.
struct StackArrangement {
    let proposal: ProposedViewSize
    /// The spacing before each child, which depends on the children alone.
    let gaps: [CGFloat]
    /// The proposal each child was offered, the last it was asked about.
    let offers: [ProposedViewSize]
    let sizes: [CGSize]
    /// Each child's alignment guide on the minor axis at its size.
    let guides: [CGFloat]
}
