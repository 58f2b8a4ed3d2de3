/// The order of a menu's items (`menuOrder(_:)`).
public struct MenuOrder: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, priority, fixed }
    private let kind: Kind

    /// The system's choice: on an iPhone, `.priority`.
    public static let automatic = MenuOrder(kind: .automatic)
    /// The first item nearest where the menu opened from (reversed in a menu that opens upward).
    public static let priority = MenuOrder(kind: .priority)
    /// The items top to bottom in the order written, wherever the menu opens.
    public static let fixed = MenuOrder(kind: .fixed)
}

/// Whether choosing a menu's button closes the menu (`menuActionDismissBehavior(_:)`).
public struct MenuActionDismissBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, enabled, disabled }
    private let kind: Kind

    /// The system's choice: the menu closes.
    public static let automatic = MenuActionDismissBehavior(kind: .automatic)
    /// The menu closes.
    public static let enabled = MenuActionDismissBehavior(kind: .enabled)
    /// The menu stays open (a stepper-like button in a menu).
    public static let disabled = MenuActionDismissBehavior(kind: .disabled)
}

private enum MenuOrderKey: EnvironmentKey { static var defaultValue: MenuOrder { .automatic } }
private enum MenuIndicatorKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
private enum MenuActionDismissBehaviorKey: EnvironmentKey { static var defaultValue: MenuActionDismissBehavior { .automatic } }

extension EnvironmentValues {
    /// The order of the items of the menus here (`menuOrder(_:)`).
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// Whether the menus here show their indicator (`menuIndicator(_:)`).
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }

    /// Whether choosing a button of the menus here closes them (`menuActionDismissBehavior(_:)`).
    var menuActionDismissBehavior: MenuActionDismissBehavior {
        get { self[MenuActionDismissBehaviorKey.self] }
        set { self[MenuActionDismissBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets the order of the items of the menus in this view. Flipbook opens a menu's panel below
    /// its button or, near the bottom of the screen, above it — its items are drawn top to bottom
    /// in the order written either way (`.fixed`); the order is kept in the environment.
    public func menuOrder(_ order: MenuOrder) -> some View {
        environment(\.menuOrder, order)
    }

    /// Shows or hides the menus' indicator (the chevron of a menu button on a Mac or in a form's
    /// picker). An iPhone's menu buttons in a toolbar have none, so it is kept in the environment.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }

    /// Whether choosing a button in the menus of this view closes them. Kept in the environment:
    /// a script's `Tap` on a menu's item closes it, as the default does.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        environment(\.menuActionDismissBehavior, behavior)
    }
}
