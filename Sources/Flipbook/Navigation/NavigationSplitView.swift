/// Which columns of a `NavigationSplitView` show (a compact iPhone shows one at a time).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a `NavigationSplitView`: with `preferredCompactColumn`, the one on top of the stack
/// an iPhone collapses the columns into.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    /// The column's place from the leading edge: sidebar 0, content 1, detail 2.
    let rank: Int
    public static let sidebar = NavigationSplitViewColumn(rank: 0)
    public static let content = NavigationSplitViewColumn(rank: 1)
    public static let detail = NavigationSplitViewColumn(rank: 2)
}

/// Columns side by side on a wide screen, where a selection in one column chooses what the next
/// shows. An iPhone (compact width) collapses them into a navigation stack whatever the
/// `navigationSplitViewStyle`: the sidebar at its root, and a tap on a row of a column's selectable
/// `List` selects it and pushes the next column (see ``CollapsedSplitStack``).
/// `columnVisibility` changes nothing on an iPhone.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    /// The middle column; nil in a two-column split view.
    let content: Content?
    let detail: Detail
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    init(sidebarColumn sidebar: Sidebar, contentColumn content: Content?, detailColumn detail: Detail,
         preferredCompactColumn: Binding<NavigationSplitViewColumn>?) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// Sidebar, content and detail columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebarColumn: sidebar(), contentColumn: content(), detailColumn: detail(), preferredCompactColumn: nil)
    }

    /// Sidebar, content and detail columns whose visibility is `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebarColumn: sidebar(), contentColumn: content(), detailColumn: detail(), preferredCompactColumn: nil)
    }

    /// Sidebar, content and detail columns; `preferredCompactColumn` is the column on top when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebarColumn: sidebar(), contentColumn: content(), detailColumn: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// Sidebar, content and detail columns whose visibility is `columnVisibility`;
    /// `preferredCompactColumn` is the column on top when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebarColumn: sidebar(), contentColumn: content(), detailColumn: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    public var body: some View {
        let columns = [AnyView(sidebar)] + (content.map { [AnyView($0)] } ?? []) + [AnyView(detail)]
        let collapsed = CollapsedSplitStack(columns: columns, preferredColumn: preferredCompactColumn)
        NavigationSplitViewStyled(configuration: NavigationSplitViewStyleConfiguration(collapsed: collapsed))
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Sidebar and detail columns.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebarColumn: sidebar(), contentColumn: nil, detailColumn: detail(), preferredCompactColumn: nil)
    }

    /// Sidebar and detail columns whose visibility is `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebarColumn: sidebar(), contentColumn: nil, detailColumn: detail(), preferredCompactColumn: nil)
    }

    /// Sidebar and detail columns; `preferredCompactColumn` is the column on top when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebarColumn: sidebar(), contentColumn: nil, detailColumn: detail(), preferredCompactColumn: preferredCompactColumn)
    }

    /// Sidebar and detail columns whose visibility is `columnVisibility`; `preferredCompactColumn`
    /// is the column on top when collapsed.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebarColumn: sidebar(), contentColumn: nil, detailColumn: detail(), preferredCompactColumn: preferredCompactColumn)
    }
}
