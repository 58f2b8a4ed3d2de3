/// What a collapsed split view's stack learns of its columns as they are resolved: whether each
/// column's selectable `List` has a selection (a change pushes or pops, see ``CollapsedSplitStack``)
/// and how to clear it, and the bound path of a `NavigationStack` in a column. Such a stack is
/// merged into the collapsed one, as iOS does with a stack in a split view's detail column
/// (WWDC22 "The SwiftUI cookbook for navigation"): it draws no bar of its own, its root's title
/// and toolbar items show in the one bar, its links push onto the collapsed stack, and its bound
/// path is what the collapsed stack shows over its column.
@MainActor
final class CollapsedSplitColumns {
    /// Whether each level's list had a selection when last resolved.
    private var selected: [Int: Bool] = [:]
    private var clears: [Int: @MainActor () -> Void] = [:]
    /// The bound paths of the stacks merged into the columns, by level.
    private(set) var stackPaths: [Int: NavigationPathAccess] = [:]
    /// The level on top and the values over it, as the collapsed stack last read them.
    var shown: (top: Int, tail: [AnyHashable]) = (0, [])
    /// True while the split view appears (from the first column content resolved to the end of
    /// that update), when changes show at once rather than animate; nil before.
    private var appearing: Bool?
    /// The collapsed stack's level on top, how to put a level on top, and how to read its path
    /// again (set by its body).
    var top: @MainActor () -> Int = { 0 }
    var show: @MainActor (Int) -> Void = { _ in }
    var refresh: @MainActor () -> Void = {}

    /// Clears the selections of the lists at `level` and above (the columns a pop uncovers).
    func clearSelections(from level: Int) {
        for (covered, clear) in clears.sorted(by: { $0.key < $1.key }) where covered >= level && selected[covered] == true {
            clear()
        }
    }

    /// The selectable list of the column at `level` was resolved: a selection it did not have
    /// pushes the next column, a selection it lost pops back to its column, once the update is done.
    func listResolved(at level: Int, hasNext: Bool, selection: ListSelection, in context: ResolveContext) {
        noteAppearing(in: context.graph)
        clears[level] = selection.clear
        let isSelected = selection.hasSelection()
        let was = selected.updateValue(isSelected, forKey: level) ?? false
        guard isSelected != was, !context.isPresentation else { return }
        change(in: context.graph) { [self] in
            if isSelected {
                if hasNext, top() <= level { show(level + 1) }
            } else if top() > level {
                show(level)
            }
        }
    }

    /// A `NavigationStack` merged into the column at `level` was resolved with its bound path (nil:
    /// it keeps none) holding `values`; a path changed by code is shown once the update is done.
    func stackResolved(at level: Int, path: NavigationPathAccess?, values: [AnyHashable], in context: ResolveContext) {
        noteAppearing(in: context.graph)
        stackPaths[level] = path
        guard path != nil, !context.isPresentation, shown.top == level, values != shown.tail else { return }
        change(in: context.graph) { [self] in refresh() }
    }

    /// The first column content resolved makes the split view appearing until the update is done.
    private func noteAppearing(in graph: ViewGraph) {
        guard appearing == nil else { return }
        appearing = true
        graph.actions.dispatch { [weak self] in self?.appearing = false }
    }

    /// Runs `change` once the update is done: without animation while the split view appears, or
    /// when the change that made it disabled animations (`withTransaction(\.disablesAnimations, true)`),
    /// as a stack's own push would be.
    private func change(in graph: ViewGraph, _ change: @escaping @MainActor () -> Void) {
        let atOnce = appearing == true || graph.pending.transaction.disablesAnimations
        graph.actions.enqueue { atOnce ? withTransaction(\.disablesAnimations, true, change) : change() }
    }
}

/// The column of a collapsed split view that a view is in.
struct CollapsedSplitColumnContext {
    let level: Int
    /// Whether a column follows this one.
    let hasNext: Bool
    let columns: CollapsedSplitColumns

    /// A tap selected a row of this column's list: shows the next column, unless it shows already.
    @MainActor func rowSelected() {
        if hasNext, columns.top() <= level { columns.show(level + 1) }
    }

    @MainActor func listResolved(with selection: ListSelection, in context: ResolveContext) {
        columns.listResolved(at: level, hasNext: hasNext, selection: selection, in: context)
    }

    @MainActor func stackResolved(with path: NavigationPathAccess?, values: [AnyHashable], in context: ResolveContext) {
        columns.stackResolved(at: level, path: path, values: values, in: context)
    }
}

private enum CollapsedSplitColumnKey: EnvironmentKey {
    static var defaultValue: CollapsedSplitColumnContext? { nil }
}

extension EnvironmentValues {
    /// The collapsed split view column this view is in; nil outside one (and in a sheet presented from one).
    var collapsedSplitColumn: CollapsedSplitColumnContext? {
        get { self[CollapsedSplitColumnKey.self] }
        set { self[CollapsedSplitColumnKey.self] = newValue }
    }
}
