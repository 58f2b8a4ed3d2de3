/// A group of tabs under a header, as iOS 18 writes one in a `TabView`. On an iPhone the tab bar
/// shows the section's tabs in line with the others (the header shows in an iPad's sidebar).
///
///     TabSection("Library") {
///         Tab("Shows", systemImage: "square.stack", value: .shows) { ShowsView() }
///     }
///
/// Partial: the header and footer are not drawn (there is no sidebar).
public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: View, PrimitiveView {
    let content: Content
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] { context.resolveChild(content, component: .content) }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// A section titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }

    /// A section titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Footer == EmptyView {
    /// A section with `header` above its tabs.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// A section with no header.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabContentBuilder {
    public static func buildExpression<H: View, C: View, F: View>(_ section: TabSection<H, C, F, SelectionValue>)
        -> TabSection<H, C, F, SelectionValue> { section }
}
