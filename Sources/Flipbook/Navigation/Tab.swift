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
    /// The tab bar item's badge (`badge(_:)`).
    var badge: Text? = nil
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let tab = content.tabItem { label }.badge(badge)
        if let value { return context.resolve(tab.tag(value)) }
        return context.resolve(tab)
    }
}

extension Tab {
    /// This tab with a count on its tab bar item: none for 0.
    public func badge(_ count: Int) -> Tab {
        badge(Text.badge(count: count))
    }

    /// This tab with `label` on its tab bar item: none for nil.
    public func badge(_ label: Text?) -> Tab {
        var tab = self
        tab.badge = label
        return tab
    }

    /// This tab with `key`'s text on its tab bar item: none for nil.
    public func badge(_ key: LocalizedStringKey?) -> Tab { badge(key.map { Text($0) }) }
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

/// What a `Tab` is for: `.search` is the search tab, titled "Search" with a magnifying glass.
public struct TabRole: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case search }
    private let kind: Kind

    /// The search tab (on an iPhone running iOS 18, the last tab of the bar).
    public static let search = TabRole(kind: .search)
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `title` with the symbol `systemImage` in `role`, shown when the selection is `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?,
                                   @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, value: value, content: content)
    }

    /// The tab of `role` (the search tab: "Search" and a magnifying glass), shown when the selection is `value`.
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.init("Search", systemImage: "magnifyingglass", value: value, content: content)
    }
}
