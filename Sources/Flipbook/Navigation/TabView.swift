/// Tabs with a tab bar at the bottom, as an iPhone shows them: the selected tab's content above
/// a 49-point bar (its material reaching through the scene's bottom safe-area inset) of the tabs' `tabItem` labels, the selected one in the tint and the others
/// gray, on the bar material under a hairline while the tab's content reaches under the bar, clear
/// otherwise (see ``BottomBarScrollEdge``). With `.tabViewStyle(.page)`, pages with dots instead.
///
///     TabView(selection: $tab) {
///         HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
///         SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
///     }
///
/// A script picks a tab by its title: `Tap("Settings", at: 1)`. Switching is immediate, as on
/// iOS. A tab's content is resolved once it has been shown (its state then persists, as in
/// SwiftUI); tabs never shown are not resolved, so their `onAppear` does not run.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?
    @Environment(\.tabViewStyle) private var style

    /// Tabs whose selected tab is `selection` (a tab's `tag`); without a binding the tab view
    /// keeps its own, starting at the first tab.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        TabContainer(content: content, selection: selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection,
                     select: select, style: style)
    }

    private func select(_ tag: AnyHashable) {
        guard let selection else {
            ownSelection = tag
            return
        }
        guard let value = tag.base as? SelectionValue else {
            ActionScope.current.get()?.graph?.warn("TabView: the tab tagged \(tag.base) has a \(type(of: tag.base)) tag; tag tabs with \(SelectionValue.self) values to select them")
            return
        }
        selection.wrappedValue = value
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their own selection, starting at the first.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// One tab as its container sees it: its tag (the `tag`, or its position), its `tabItem` label
/// and its element, whose content may still be deferred.
@MainActor
struct TabEntry {
    let tag: AnyHashable
    let label: (any View)?
    /// Its badge (`badge(_:)` on the tab, outside or inside its `tabItem`).
    let badge: Text?
    let element: Element

    /// The tabs of `elements`, one per top-level element.
    static func entries(of elements: [Element]) -> [TabEntry] {
        elements.enumerated().map { index, element in
            TabEntry(tag: element.traits.tag ?? AnyHashable(index), label: element.traits.tabItem?.view,
                     badge: element.traits.badge ?? element.traits.tabItem?.badge, element: element)
        }
    }
}

/// Resolves the tabs, shows the selected one (resolving its content if it was deferred) and
/// builds the tab bar or the page dots.
struct TabContainer<Content: View>: View, PrimitiveView {
    let content: Content
    let selection: AnyHashable?
    let select: @MainActor (AnyHashable) -> Void
    let style: TabViewStyleKind
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        // With a tab bar, the tabs' content is resolved in the safe area the bar takes its height
        // from: a scroll view's content and backgrounds that ignore the safe area reach under it.
        let region: SafeAreaRegion? = if case .automatic = style { context.persistentSafeAreaRegion } else { nil }
        let tabs = TabEntry.entries(of: context.with {
            $0.defersTabContent = true
            if let region { $0.safeAreaRegion = region }
        }.resolveChild(content, component: .content))
        let selected = tabs.first { $0.tag == selection } ?? tabs.first
        let state = context.persistentState
        var shown = state[.shownTabs] ?? []
        if let selected { shown.insert(selected.tag) }
        state[.shownTabs] = shown
        let view: any View
        switch style {
        case .page(let dots):
            // Pages sit side by side, so every page is shown.
            for tab in tabs { DeferredTabContent.find(in: tab.element)?.resolveContent() }
            view = PageTabLayout(pages: tabs.map { $0.element }, index: tabs.firstIndex { $0.tag == selected?.tag } ?? 0, showsDots: dots)
        case .automatic:
            for tab in tabs where shown.contains(tab.tag) { DeferredTabContent.find(in: tab.element)?.resolveContent() }
            let page = ZStack { selected.map { ResolvedElements(elements: [$0.element]) } }.frame(maxWidth: .infinity, maxHeight: .infinity)
            let look = selected.map { BarAppearance.of(.tabBar, in: [$0.element]) } ?? BarAppearance()
            let bar = TabBar(items: tabs.map { TabBar.Item(tag: $0.tag, label: $0.label, badge: $0.badge) }, selection: selected?.tag,
                             select: select, appearance: look,
                             followed: selected.flatMap { BottomBarScrollEdge.followedScroll(inTab: [$0.element]) })
            // A hidden bar takes no height.
            view = page.modifier(SafeAreaInsetModifier(edge: .bottom, alignment: .center, spacing: 0,
                                                       inset: look.isHidden ? AnyView(Color.clear.frame(height: 0)) : AnyView(bar.frame(height: TabBar.height)),
                                                       region: region))
        }
        return context.resolveChild(view, component: .secondary)
    }
}

extension PersistentKey {
    /// The tags of the tabs a tab view has shown: their content stays resolved.
    fileprivate static var shownTabs: PersistentKey<Set<AnyHashable>> { "shownTabs" }
}
