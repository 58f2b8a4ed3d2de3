/// A vertical stack for scroll views: laid out as a `VStack`, but as wide as it is offered,
/// its children aligned in that width. In a scroll view, its sections' headers (`pinnedViews:
/// .sectionHeaders`) pin to the top of what shows, and their footers (`.sectionFooters`) to the bottom.
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
        PinnedSectionsElement.resolve(pinning: pinnedViews, along: .vertical, in: context) {
            LayoutView(layout: layout, content: content).resolve(in: $0)
        }
    }
}
