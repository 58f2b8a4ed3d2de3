/// Places content above a bar at the bottom (a tab bar, a bottom toolbar): the bar is
/// `barHeight` tall, and as tall again as the home indicator's inset when the view reaches the
/// bottom of a scene the size of an iPhone with Face ID. (The inset comes from the device table
/// until scenes carry safe-area insets of their own.)
struct BottomBarLayout: Layout {
    let barHeight: CGFloat
    let sceneSize: CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let bar = min(bounds.height, barHeight + bottomInset(below: bounds))
        let contentHeight = bounds.height - bar
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: contentHeight))
        subviews[1].place(at: CGPoint(x: bounds.minX, y: bounds.minY + contentHeight),
                          proposal: ProposedViewSize(width: bounds.width, height: bar))
    }

    /// The home indicator's inset when `bounds` reaches the bottom of an iPhone-sized scene.
    func bottomInset(below bounds: CGRect) -> CGFloat {
        bounds.maxY >= sceneSize.height - 0.5 ? Self.homeIndicatorInset(sceneSize: sceneSize) : 0
    }

    /// The bottom inset of the device whose screen is `sceneSize` (0 for other sizes).
    static func homeIndicatorInset(sceneSize: CGSize) -> CGFloat {
        let screens = DeviceScreen.knownNames.compactMap { DeviceScreen.named(PreviewDevice(rawValue: $0)) }
        return screens.first { $0.width == sceneSize.width && $0.height == sceneSize.height }?.bottom ?? 0
    }
}
