/// The label of a tab in the tab bar of its `TabView`: a `Label`, or an image and a text.
struct TabItemModifier<Item: View>: ViewModifier, PrimitiveModifier {
    let item: Item
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        let label = TabItemLabel(view: item, badge: (content as? any BadgedView)?.badgeLabel)
        guard context.environment.defersTabContent else {
            return context.resolveChild(content, component: .content).map { element in
                TraitElement("TabItem", child: element, id: context.id) { $0.tabItem = label }
            }
        }
        var inner = context
        inner.environment.defersTabContent = false
        return [DeferredTabContent(content: content, context: inner, label: label, tag: (content as? any TaggedView)?.tagValue)]
    }
}

/// A tab's `tabItem` label, as a trait of the tab's view.
struct TabItemLabel {
    let view: any View
    /// The badge of the view the `tabItem` is on (`.badge(3).tabItem { … }`).
    let badge: Text?
}

/// A tab whose content is resolved only once its `TabView` shows it (SwiftUI loads tabs lazily):
/// until then it has no children and carries the tab's label and tag.
final class DeferredTabContent: Element {
    private let content: any View
    private let context: ResolveContext
    private var isResolved = false

    init(content: any View, context: ResolveContext, label: TabItemLabel, tag: AnyHashable?) {
        self.content = content
        self.context = context
        super.init(.container, id: context.id)
        traits.tabItem = label
        if let tag { traits.tag = tag }
    }

    /// Resolves the tab's content (once).
    func resolveContent() {
        guard !isResolved else { return }
        isResolved = true
        setChildren(context.resolveChild(content, component: .content))
    }

    /// The deferred content of the tab `element` is, looking through its modifiers.
    static func find(in element: Element) -> DeferredTabContent? {
        var current: Element? = element
        while let candidate = current {
            if let deferred = candidate as? DeferredTabContent { return deferred }
            current = candidate.wrapped
        }
        return nil
    }

    override var debugName: String { "TabContent" }
}

private enum TabItemTrait: ElementTraitKey { static var defaultValue: TabItemLabel? { nil } }

extension ElementTraits {
    /// The label a `TabView` shows for this tab.
    var tabItem: TabItemLabel? {
        get { self[TabItemTrait.self] }
        set { self[TabItemTrait.self] = newValue }
    }
}

private enum DefersTabContentKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the views here are a `TabView`'s tabs, whose content waits until they are shown.
    var defersTabContent: Bool {
        get { self[DefersTabContentKey.self] }
        set { self[DefersTabContentKey.self] = newValue }
    }
}

extension View {
    /// The label of this view's tab in the tab bar of the enclosing `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(item: label()))
    }
}
