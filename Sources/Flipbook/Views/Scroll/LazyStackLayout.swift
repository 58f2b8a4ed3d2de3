/// The layout of `LazyVStack` and `LazyHStack`: the stack's own layout along its axis, but as
/// wide (or tall) as offered across it, the children aligned in that length by the stack's
/// alignment. (Flipbook lays out every child; "lazy" is SwiftUI's scrolling optimisation and
/// changes nothing in a rendered frame.)
struct LazyStackLayout<Stack: Layout>: Layout where Stack.Cache == Void {
    let stack: Stack
    let axis: Axis
    /// The stack's alignment across its axis.
    let alignment: AlignmentKey

    static var layoutProperties: LayoutProperties { Stack.layoutProperties }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        if let across = proposal[axis.other], across.isFinite { size[axis.other] = across }
        return size
    }

    /// The stack at its own length across, placed in `bounds` by the alignment.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var natural = stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        natural[axis] = bounds.size[axis]
        var inner = CGRect(origin: bounds.origin, size: natural)
        let offset = ViewDimensions(size: bounds.size)[alignment] - ViewDimensions(size: natural)[alignment]
        inner.origin[axis.other] += offset
        stack.placeSubviews(in: inner, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        stack.spacing(subviews: subviews, cache: &cache)
    }
}
