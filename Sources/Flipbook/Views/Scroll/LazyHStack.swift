/// A horizontal stack for scroll views: laid out as an `HStack`, but as tall as it is offered,
/// its children aligned in that height. In a scroll view, its sections' headers (`pinnedViews:
/// .sectionHeaders`) pin to the leading edge of what shows, and their footers (`.sectionFooters`) to the trailing edge.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let layout: LazyStackLayout<HStackLayout>
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyStackLayout(stack: HStackLayout(alignment: alignment, spacing: spacing), axis: .horizontal,
                                 alignment: alignment.key)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        PinnedSectionsElement.resolve(pinning: pinnedViews, along: .horizontal, in: context) {
            LayoutView(layout: layout, content: content).resolve(in: $0)
        }
    }
}
