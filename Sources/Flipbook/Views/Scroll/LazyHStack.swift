/// A horizontal stack for scroll views: laid out as an `HStack`, but as tall as it is offered,
/// its children aligned in that height.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let layout: LazyStackLayout<HStackLayout>
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(stack: HStackLayout(alignment: alignment, spacing: spacing), axis: .horizontal,
                                 alignment: alignment.key)
        self.content = content()
    }

    public typealias Body = Never
    func resolve(in context: ResolveContext) -> [Element] { LayoutView(layout: layout, content: content).resolve(in: context) }
}
