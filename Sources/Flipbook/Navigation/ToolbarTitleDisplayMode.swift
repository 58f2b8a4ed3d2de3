/// How a screen's toolbar title shows (`toolbarTitleDisplayMode(_:)`, iOS 17's name for
/// `navigationBarTitleDisplayMode(_:)`).
///
/// Partial: `.inlineLarge` draws as `.large` (a large title below the bar), where iOS draws the
/// large title inside the bar's own row.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let displayMode: NavigationBarItem.TitleDisplayMode

    /// The mode the screen inherits: large at the root of a stack, inline on pushed screens.
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(displayMode: .automatic) }
    /// A small title in the middle of the bar.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(displayMode: .inline) }
    /// A large title below the bar that moves into it as content scrolls.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(displayMode: .large) }
    /// A large title inside the bar, leading items moving to its overflow menu.
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(displayMode: .large) }
}

extension View {
    /// How this screen's toolbar title shows.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.displayMode)
    }
}
