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
    /// Sets the role of this screen's toolbar.
    ///
    /// Partial: the bar is drawn as `.navigationStack`'s (the editor role's untitled Back button is not drawn).
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        self
    }
}
