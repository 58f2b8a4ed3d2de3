/// A vertical stack for scroll views: laid out as a `VStack`, but as wide as it is offered,
/// its children aligned in that width.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let layout: LazyStackLayout<VStackLayout>
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(stack: VStackLayout(alignment: alignment, spacing: spacing), axis: .vertical,
                                 alignment: alignment.key)
        self.content = content()
    }

    public typealias Body = Never
    func resolve(in context: ResolveContext) -> [Element] { LayoutView(layout: layout, content: content).resolve(in: context) }
}
