/// A vertical stack for scroll views: laid out as a `VStack`, but as wide as it is offered,
/// its children aligned in that width. With `pinnedViews: .sectionHeaders`, its sections' headers
/// pin to the top of its scroll view.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let layout: LazyStackLayout<VStackLayout>
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(stack: VStackLayout(alignment: alignment, spacing: spacing), axis: .vertical,
                                 alignment: alignment.key)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        guard pinnedViews.contains(.sectionHeaders), let position = context.environment.enclosingScrollPosition else {
            return LayoutView(layout: layout, content: content).resolve(in: context)
        }
        let stacks = LayoutView(layout: layout, content: content).resolve(in: context.with { $0.pinnedScrollableViews = pinnedViews })
        return stacks.map {
            PinnedSectionHeadersElement(stack: $0, pinningTo: position, pixel: context.environment.pixelLength,
                                        id: context.id.appending(.wrapper))
        }
    }
}
