/// A `NavigationSplitView` as an iPhone shows it: its columns collapsed into one navigation stack,
/// the sidebar at its root. A tap on a row of a column's selectable `List` (`List(selection:)`,
/// its rows `Text`s or `NavigationLink(value:)`s) selects the row and pushes the next column — the
/// content, then the detail — animated as any push; Back pops it and clears the selection of the
/// list whose row pushed it, so the previous column shows nothing selected, as on iOS. The stack
/// first shows `preferredColumn` on top (the columns before it below it; the sidebar without one)
/// and writes the column on top back to that binding as columns are pushed and popped, as iOS does.
/// In a two-column split view, `.content` stands for the detail (an estimate: Apple does not say).
struct CollapsedSplitStack: View {
    /// Sidebar, content (in a three-column split view) and detail.
    let columns: [AnyView]
    let preferredColumn: Binding<NavigationSplitViewColumn>?
    @State private var ownColumn = NavigationSplitViewColumn.sidebar
    /// The values a column's own links pushed over the columns.
    @State private var pushed: [AnyHashable] = []
    @State private var selections = SplitColumnSelections()

    var body: some View {
        NavigationStack(path: Binding(get: { NavigationPath(path + pushed) }, set: setPath)) {
            column(at: 0)
                .navigationDestination(for: CollapsedSplitColumn.self) { column(at: $0.level) }
        }
    }

    /// The level of the column on top: the sidebar's is 0, the detail's the last.
    private var topLevel: Int { min((preferredColumn?.wrappedValue ?? ownColumn).rank, columns.count - 1) }

    /// The columns pushed over the sidebar.
    private var path: [AnyHashable] { topLevel == 0 ? [] : (1...topLevel).map { AnyHashable(CollapsedSplitColumn(level: $0)) } }

    /// The stack's new path: its leading columns, then what the columns' links pushed.
    private func setPath(_ path: NavigationPath) {
        let columns = path.elements.prefix { $0.base is CollapsedSplitColumn }
        pushed = Array(path.elements.dropFirst(columns.count))
        let level = (columns.last?.base as? CollapsedSplitColumn)?.level ?? 0
        if level != topLevel { show(level: level) }
    }

    private func column(at level: Int) -> some View {
        let next = level + 1 < columns.count ? level + 1 : nil
        let selections = self.selections
        return columns[level].environment(\.navigationSplitColumn, NavigationSplitColumnAction { deselect in
            guard let next else { return }
            selections.deselect[level] = deselect
            show(level: next)
        })
    }

    /// Puts the column at `level` on top; the lists of the columns it uncovers lose their selection.
    private func show(level: Int) {
        for covered in selections.deselect.keys.sorted() where covered >= level {
            selections.deselect.removeValue(forKey: covered)?()
        }
        let column = level == columns.count - 1 ? NavigationSplitViewColumn.detail : NavigationSplitViewColumn(rank: level)
        ownColumn = column
        preferredColumn?.wrappedValue = column
    }
}

/// A column pushed on a collapsed split view's stack, by its level (1: the column after the sidebar).
struct CollapsedSplitColumn: Hashable {
    let level: Int
}

/// How to clear the selection of the list whose row pushed the next column, by that list's column's level.
@MainActor
final class SplitColumnSelections {
    var deselect: [Int: @MainActor () -> Void] = [:]
}

/// What a selectable `List` in a collapsed split view's column does once a tap has selected a row:
/// pushes the next column, given how to clear the selection again when that column is popped.
struct NavigationSplitColumnAction {
    let selected: @MainActor (_ deselect: @escaping @MainActor () -> Void) -> Void
}

private enum NavigationSplitColumnKey: EnvironmentKey {
    static var defaultValue: NavigationSplitColumnAction? { nil }
}

extension EnvironmentValues {
    /// The action of the collapsed split view column this view is in; nil outside one.
    var navigationSplitColumn: NavigationSplitColumnAction? {
        get { self[NavigationSplitColumnKey.self] }
        set { self[NavigationSplitColumnKey.self] = newValue }
    }
}
