/// SwiftUI's older navigation container: on an iPhone, a `NavigationStack` whose root is
/// `content` (its `NavigationLink`s push their destinations).
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        NavigationStack { content }
    }
}

/// Which columns of a `NavigationSplitView` show (a compact iPhone shows one at a time).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// Columns side by side on a wide screen; on an iPhone (compact), the sidebar column as the root
/// of a navigation stack, as iOS collapses it, whatever its `navigationSplitViewStyle`.
///
/// Partial: the content and detail columns are not shown in compact width; a sidebar's
/// `NavigationLink`s push their destinations as in a `NavigationStack`.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar

    /// Sidebar, content and detail columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// Sidebar, content and detail columns whose visibility is `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public var body: some View {
        NavigationSplitViewStyled(configuration: NavigationSplitViewStyleConfiguration(collapsed: NavigationStack { sidebar }))
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Sidebar and detail columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// Sidebar and detail columns whose visibility is `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}
