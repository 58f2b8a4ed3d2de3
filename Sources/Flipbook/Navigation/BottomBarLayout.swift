/// Places content above a bar at the bottom (a tab bar, a bottom toolbar): the bar `barHeight`
/// tall at the bottom of the bounds (the safe area's, so above the home indicator), the content
/// in what is left.
struct BottomBarLayout: Layout {
    let barHeight: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let bar = min(bounds.height, barHeight)
        let contentHeight = bounds.height - bar
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: contentHeight))
        subviews[1].place(at: CGPoint(x: bounds.minX, y: bounds.minY + contentHeight),
                          proposal: ProposedViewSize(width: bounds.width, height: bar))
    }
}
