/// A tab of a `TabView`, as iOS 18 writes one: its title and symbol in the tab bar and, with
/// `value`, the selection that shows it.
///
///     TabView(selection: $tab) {
///         Tab("Home", systemImage: "house", value: 0) { HomeView() }
///         Tab("Settings", systemImage: "gear", value: 1) { SettingsView() }
///     }
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    let value: Value?
    let content: Content
    let label: Label
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let tab = content.tabItem { label }
        if let value { return context.resolve(tab.tag(value)) }
        return context.resolve(tab)
    }
}

/// The label of a `Tab` made from a title and a symbol.
public typealias DefaultTabLabel = Label<Text, Image>

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `title` with the symbol `systemImage`, shown when the selection is `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        self.content = content()
        label = DefaultTabLabel(title, systemImage: systemImage)
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled `title` with the symbol `systemImage`, of a tab view that keeps its own selection.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = DefaultTabLabel(title, systemImage: systemImage)
    }
}
