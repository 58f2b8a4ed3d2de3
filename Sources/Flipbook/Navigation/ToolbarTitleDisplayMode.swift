/// How a screen's toolbar title shows (`toolbarTitleDisplayMode(_:)`, iOS 17's name for
/// `navigationBarTitleDisplayMode(_:)`, with one more mode, `.inlineLarge`).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, inline, large, inlineLarge }
    private let kind: Kind

    /// The mode the screen inherits: large at the root of a stack, inline on pushed screens.
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(kind: .automatic) }
    /// A small title in the middle of the bar.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(kind: .inline) }
    /// A large title below the bar that moves into it as content scrolls.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(kind: .large) }
    /// A large title inside the bar, at its leading end, in line with the trailing items; the bar
    /// has no room below it, and its leading and principal items go to iOS's overflow menu.
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(kind: .inlineLarge) }

    private init(kind: Kind) { self.kind = kind }

    /// The mode `navigationBarTitleDisplayMode(_:)` asks for.
    init(_ mode: NavigationBarItem.TitleDisplayMode) {
        switch mode {
        case .automatic: kind = .automatic
        case .inline: kind = .inline
        case .large: kind = .large
        }
    }
}

extension View {
    /// How this screen's toolbar title shows.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(NavigationTitleModifier(title: nil, displayMode: mode))
    }
}
