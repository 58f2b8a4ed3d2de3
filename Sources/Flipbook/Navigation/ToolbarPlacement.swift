/// A bar SwiftUI manages, named to `toolbarBackground(_:for:)` and `toolbarColorScheme(_:for:)`.
/// On an iPhone `.automatic` is the navigation bar.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case navigationBar, tabBar, bottomBar }

    let bar: Bar

    /// The primary toolbar: on an iPhone, the navigation bar.
    public static let automatic = ToolbarPlacement(bar: .navigationBar)
    /// The navigation bar at the top of a `NavigationStack`'s screen.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar of a `TabView`.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The toolbar at the bottom of a screen (`.bottomBar` toolbar items).
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}
