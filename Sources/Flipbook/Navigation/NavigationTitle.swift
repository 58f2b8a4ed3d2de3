/// How a navigation title is shown.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        /// Large (iOS's default in a `NavigationStack`).
        case automatic
        /// Centred in the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

/// Carries a screen's title up to its `NavigationStack` screen, which reads it from the
/// resolved content (so a title survives content being reused between updates).
final class NavigationTitleElement: Element {
    let title: String?
    let displayMode: ToolbarTitleDisplayMode?

    init(title: String?, displayMode: ToolbarTitleDisplayMode?, child: Element, id: ViewID) {
        self.title = title
        self.displayMode = displayMode
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }

    /// The title and display mode declared in `elements` (the outermost of each), looking
    /// through wrappers and containers but not into another navigation stack's screens.
    static func find(in elements: [Element]) -> (title: String, displayMode: ToolbarTitleDisplayMode)? {
        let title = outermost(in: elements, onScreen: true) { ($0 as? NavigationTitleElement)?.title }
        let mode = outermost(in: elements, onScreen: true) { ($0 as? NavigationTitleElement)?.displayMode }
        return title.map { ($0, mode ?? .automatic) }
    }
}

struct NavigationTitleModifier: ViewModifier, WrappingModifier {
    let title: String?
    let displayMode: ToolbarTitleDisplayMode?
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        NavigationTitleElement(title: title, displayMode: displayMode, child: child, id: id)
    }
}

extension View {
    /// The title the enclosing `NavigationStack` shows for this screen.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: String(title), displayMode: nil))
    }

    /// The title the enclosing `NavigationStack` shows for this screen.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// The title the enclosing `NavigationStack` shows for this screen (its characters; the
    /// bar sets the font).
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title.plainString, displayMode: nil))
    }

    /// The title of this screen (SwiftUI's older name for `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// The title of this screen (SwiftUI's older name for `navigationTitle`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

    /// The title of this screen (SwiftUI's older name for `navigationTitle`).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// The title of this screen and how it is shown.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationTitleModifier(title: title.plainString, displayMode: ToolbarTitleDisplayMode(displayMode)))
    }

    /// The title of this screen and how it is shown.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// The title of this screen and how it is shown.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationTitleModifier(title: String(title), displayMode: ToolbarTitleDisplayMode(displayMode)))
    }

    /// How this screen's navigation title is shown.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        toolbarTitleDisplayMode(ToolbarTitleDisplayMode(displayMode))
    }
}
