/// Builds the tabs of a `TabView(selection:)` written as `Tab`s, so that each tab's value takes
/// the selection's type: `Tab("Home", systemImage: "house", value: .home)` for an enum selection.
@resultBuilder @MainActor
public enum TabContentBuilder<SelectionValue: Hashable> {
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> Tab<SelectionValue, C, L> { tab }
    public static func buildExpression<Data, ID, C: View, L: View>(_ tabs: ForEach<Data, ID, Tab<SelectionValue, C, L>>)
        -> ForEach<Data, ID, Tab<SelectionValue, C, L>> { tabs }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }
}

extension TabView {
    /// Tabs written as `Tab`s whose values are of the selection's type; the selected tab is the one
    /// whose value is `selection`. (Views with `tabItem` and `tag` use the `ViewBuilder` form.)
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(selection: .some(selection), content: content)
    }
}
