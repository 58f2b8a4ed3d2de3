/// A badge on a view: on a `TabView`'s tab, the red badge iOS draws on its tab bar item
/// (`TabBarBadge`); on a `List` row, a count at its trailing edge in the secondary label colour
/// (or as `badgeProminence` says).
/// Elsewhere it draws nothing, as in SwiftUI.
struct BadgeModifier: ViewModifier, PrimitiveModifier {
    /// The badge's text; nil for no badge.
    let label: Text?
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        guard let label else { return context.resolveChild(content, component: .content) }
        if context.environment.isInList, !context.environment.defersTabContent {
            return context.resolveChild(HStack {
                AnyView(content)
                Spacer()
                context.environment.badgeProminence.badge(label)
            }, component: .content)
        }
        let elements = context.resolveChild(content, component: .content)
        guard context.environment.defersTabContent else { return elements }
        return elements.map { TraitElement("Badge", child: $0, id: context.id) { $0.badge = label } }
    }
}

/// A view with a badge, read by `tabItem` when the badge is inside it (`.badge(3).tabItem { … }`).
protocol BadgedView {
    var badgeLabel: Text? { get }
}

extension ModifiedContent: BadgedView where Modifier == BadgeModifier {
    var badgeLabel: Text? { modifier.label }
}

private enum BadgeTrait: ElementTraitKey { static var defaultValue: Text? { nil } }

extension ElementTraits {
    /// The badge of a tab (`badge(_:)`), drawn on its tab bar item.
    var badge: Text? {
        get { self[BadgeTrait.self] }
        set { self[BadgeTrait.self] = newValue }
    }
}

extension View {
    /// A count badge: none for 0.
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: Text.badge(count: count)))
    }

    /// A text badge: none for nil.
    public func badge(_ label: Text?) -> some View { modifier(BadgeModifier(label: label)) }

    /// A text badge: none for nil.
    public func badge(_ key: LocalizedStringKey?) -> some View { modifier(BadgeModifier(label: key.map { Text($0) })) }

    /// A text badge: none for nil.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(BadgeModifier(label: label.map { Text($0) })) }
}

extension Text {
    /// A count badge's label: none for 0.
    static func badge(count: Int) -> Text? { count == 0 ? nil : Text(verbatim: String(count)) }
}
