/// What a screen's toolbar is for (`toolbarRole(_:)`).
public struct ToolbarRole: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, navigationStack, browser, editor }
    private let kind: Kind

    /// The system's choice for the context.
    public static let automatic = ToolbarRole(kind: .automatic)
    /// A navigation stack's bar: the Back button titled with the previous screen's title.
    public static let navigationStack = ToolbarRole(kind: .navigationStack)
    /// A browser's bar (on an iPad, leading items beside the title).
    public static let browser = ToolbarRole(kind: .browser)
    /// A document editor's bar (on an iPad, the title leading; on an iPhone, a Back button without
    /// the previous title).
    public static let editor = ToolbarRole(kind: .editor)
}

extension View {
    /// Sets the role of this screen's toolbar. On an iPhone only `.editor` looks different: the
    /// screen's Back button is its chevron alone (still named "Back" for a script's `Tap`); the
    /// other roles draw a navigation stack's bar.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(ToolbarRoleModifier(role: role))
    }
}

/// Marks its view's screen's toolbar as having `role`.
struct ToolbarRoleModifier: ViewModifier, WrappingModifier {
    let role: ToolbarRole
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("ToolbarRole", child: child, id: id) { $0.toolbarRole = role }
    }
}

private enum ToolbarRoleTrait: ElementTraitKey { static var defaultValue: ToolbarRole? { nil } }

extension ElementTraits {
    /// The role `toolbarRole` gave this view's screen's toolbar; nil when it was not used.
    var toolbarRole: ToolbarRole? {
        get { self[ToolbarRoleTrait.self] }
        set { self[ToolbarRoleTrait.self] = newValue }
    }
}

extension ToolbarRole {
    /// Whether a screen whose content is `elements` has a Back button without its title (the
    /// outermost `toolbarRole` deciding).
    @MainActor
    static func hasUntitledBackButton(in elements: [Element]) -> Bool {
        Element.outermost(in: elements, onScreen: true) { $0.traits.toolbarRole } == .editor
    }
}
