/// The subviews a `Layout` arranges, in declaration order.
@MainActor
public struct LayoutSubviews: @MainActor RandomAccessCollection {
    let elements: [Flipbook.Element]
    /// The subviews of a container: its `laidOutChildren`.
    init(elements: [Flipbook.Element]) { self.elements = elements }
    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(element: elements[index]) }

    /// The merged explicit value of `key` (see `AlignmentKey.merged`) of a layout whose `place`
    /// places these subviews: `place` runs with placements recorded, not made.
    func mergedExplicitAlignment(_ key: AlignmentKey, place: () -> Void) -> CGFloat? {
        guard key.mergesChildren else { return nil }
        let outer = LayoutSubview.recordedPlacements
        LayoutSubview.recordedPlacements = []
        place()
        let placed = LayoutSubview.recordedPlacements ?? []
        LayoutSubview.recordedPlacements = outer
        return key.merged(placed)
    }
}

/// A proxy for one subview: ask its size, then place it.
@MainActor
public struct LayoutSubview: Equatable {
    let element: Element

    nonisolated public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.element === rhs.element }

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { element.sizeThatFits(proposal) }

    /// The subview's size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        element.dimensions(for: element.sizeThatFits(proposal))
    }

    /// Places the subview so that its `anchor` is at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = element.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let frame = CGRect(origin: origin, size: size)
        if Self.recordedPlacements != nil {
            Self.recordedPlacements?.append((element, frame))
        } else {
            element.place(in: frame)
        }
    }

    /// Where a layout asked for its merged guides places its subviews, recorded instead of made.
    fileprivate static var recordedPlacements: [(Element, CGRect)]?

    /// The subview's layout priority (default 0).
    public var priority: Double { element.traits.layoutPriority }

    /// The subview's preferred spacing.
    public var spacing: ViewSpacing { element.spacing }
}
