/// The layout of `ZStack`: every child gets the whole proposal and is aligned
/// by the given guides; the stack is as large as its largest child.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The union of the children aligned on their guides; infinite along an axis where a child is
    /// (a shape offered infinity, as a stack's flexibility probe offers), where guides would give NaN.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let union = bounds(of: sizes, subviews).size
        return CGSize(width: sizes.contains { $0.width == .infinity } ? .infinity : union.width,
                      height: sizes.contains { $0.height == .infinity } ? .infinity : union.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (child, frame) in frames(in: bounds, subviews) { child.place(in: frame) }
    }

    /// The children's text baselines and custom guides, merged (the top-most first baseline, the
    /// bottom-most last one, a custom guide's mean); none for the stack's edges and centre.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide.key.mergesChildren ? guide.key.merged(frames(in: bounds, subviews)) : nil
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide.key.mergesChildren ? guide.key.merged(frames(in: bounds, subviews)) : nil
    }

    /// Each child with its frame in `bounds`: offered the bounds' size, its guides on the stack's.
    private func frames(in bounds: CGRect, _ subviews: Subviews) -> [(Element, CGRect)] {
        let guides = ViewDimensions(size: bounds.size)
        let anchor = CGPoint(x: bounds.minX + guides[alignment.horizontal], y: bounds.minY + guides[alignment.vertical])
        return subviews.map { subview in
            let child = subview.element
            let size = child.sizeThatFits(ProposedViewSize(bounds.size))
            return (child, CGRect(x: anchor.x - child.guide(alignment.horizontal.key, size: size),
                                  y: anchor.y - child.guide(alignment.vertical.key, size: size),
                                  width: size.width, height: size.height))
        }
    }

    /// The union of the children aligned on their guides, relative to the alignment point.
    private func bounds(of sizes: [CGSize], _ subviews: Subviews) -> CGRect {
        var union: CGRect?
        for (subview, size) in zip(subviews, sizes) {
            let child = subview.element
            let rect = CGRect(x: -child.guide(alignment.horizontal.key, size: size), y: -child.guide(alignment.vertical.key, size: size),
                              width: size.width, height: size.height)
            union = union?.union(rect) ?? rect
        }
        return union ?? .zero
    }
}
