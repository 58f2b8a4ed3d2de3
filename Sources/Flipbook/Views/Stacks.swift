/// Arranges its children in a horizontal line.
public struct HStack<Content: View>: View, PrimitiveView {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
    func resolve(in context: ResolveContext) -> [Element] { LayoutView(layout: layout, content: content).resolve(in: context) }
}

/// Arranges its children in a vertical line.
public struct VStack<Content: View>: View, PrimitiveView {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
    func resolve(in context: ResolveContext) -> [Element] { LayoutView(layout: layout, content: content).resolve(in: context) }
}

/// Overlays its children, aligned in both axes.
public struct ZStack<Content: View>: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public typealias Body = Never
    func resolve(in context: ResolveContext) -> [Element] { LayoutView(layout: layout, content: content).resolve(in: context) }
}
