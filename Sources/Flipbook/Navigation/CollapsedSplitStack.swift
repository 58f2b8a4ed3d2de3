/// A `NavigationSplitView` as an iPhone shows it: its columns collapsed into one navigation stack,
/// the sidebar at its root. The selection of a column's selectable `List` (`List(selection:)`, its
/// rows `Text`s or `NavigationLink(value:)`s) decides whether the next column is pushed, however
/// it changes, as Apple documents ("Programmatic changes that you make to the selection property
/// also affect both the list appearance and the presented detail view"): a tapped row, or a
/// selection set by code, pushes the next column — the content, then the detail — animated as
/// any push; a selection set to nil pops back to its column. Back pops a column and clears the
/// selection of the list whose row pushed it, so the previous column shows nothing selected, as
/// on iOS. A selection the lists have as the split view appears opens their next columns at
/// once ("SwiftUI automatically chooses the view to show on top of this single stack, based on
/// the content of the split view's columns"). `preferredColumn` is then the lowest column on top
/// (the columns before it below it; the sidebar without one) — a floor the selections can raise,
/// as a third-party demo of `preferredCompactColumn` describes it (an estimate: Apple does not
/// say) — and the stack writes the column on top back to it as columns are pushed and popped,
/// as iOS does. A `NavigationStack` in a column is merged into this stack (see
/// ``CollapsedSplitColumns``). In a two-column split view, `.content` stands for the detail (an
/// estimate: Apple does not say).
struct CollapsedSplitStack: View {
    /// Sidebar, content (in a three-column split view) and detail.
    let columns: [AnyView]
    let preferredColumn: Binding<NavigationSplitViewColumn>?
    @State private var ownColumn = NavigationSplitViewColumn.sidebar
    /// The values pushed over the columns by their links, when the top column has no stack of
    /// its own with a bound path.
    @State private var pushed: [AnyHashable] = []
    @State private var state = CollapsedSplitColumns()
    /// Changed to read a merged stack's bound path again (after the stack wrote it, or code changed it).
    @State private var revision = 0

    var body: some View {
        let state = self.state
        state.refresh = { revision += 1 }
        state.top = { topLevel }
        state.show = show(level:)
        return NavigationStack(path: Binding(get: { NavigationPath(values) }, set: setPath)) {
            column(at: 0)
                .navigationDestination(for: CollapsedSplitColumn.self) { column(at: $0.level) }
        }
    }

    /// The level of the column on top: the sidebar's is 0, the detail's the last.
    private var topLevel: Int { min((preferredColumn?.wrappedValue ?? ownColumn).rank, columns.count - 1) }

    /// The stack's path: the columns pushed over the sidebar, then what was pushed over the top
    /// column (its merged stack's bound path, or what its links pushed).
    private var values: [AnyHashable] {
        let top = topLevel
        let tail = state.stackPaths[top]?.values() ?? pushed
        state.shown = (top, tail)
        let columns = top == 0 ? [] : (1...top).map { AnyHashable(CollapsedSplitColumn(level: $0)) }
        return columns + tail
    }

    /// The stack's new path: its leading columns, then what was pushed over them.
    private func setPath(_ path: NavigationPath) {
        let columns = path.elements.prefix { $0.base is CollapsedSplitColumn }
        let tail = Array(path.elements.dropFirst(columns.count))
        let level = (columns.last?.base as? CollapsedSplitColumn)?.level ?? 0
        if let access = state.stackPaths[level] {
            access.setValues(tail)
            revision += 1
        } else {
            pushed = tail
        }
        if level != topLevel { show(level: level) }
    }

    private func column(at level: Int) -> some View {
        columns[level].environment(\.collapsedSplitColumn, CollapsedSplitColumnContext(
            level: level, hasNext: level + 1 < columns.count, columns: state))
    }

    /// Puts the column at `level` on top; the lists of the columns it uncovers lose their selection.
    private func show(level: Int) {
        state.clearSelections(from: level)
        let column = level == columns.count - 1 ? NavigationSplitViewColumn.detail : NavigationSplitViewColumn(rank: level)
        ownColumn = column
        preferredColumn?.wrappedValue = column
    }
}

/// A column pushed on a collapsed split view's stack, by its level (1: the column after the sidebar).
struct CollapsedSplitColumn: Hashable {
    let level: Int
}
