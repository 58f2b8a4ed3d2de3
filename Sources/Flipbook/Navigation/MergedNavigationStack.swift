/// A `NavigationStack` in a column of a collapsed `NavigationSplitView`, merged into the collapsed
/// stack as iOS merges it: its root is the column's content (its `navigationTitle` and toolbar
/// items show in the collapsed stack's one bar, its `navigationDestination`s and links are the
/// collapsed stack's), and its bound path is what the collapsed stack shows over the column
/// (see ``CollapsedSplitColumns``).
struct MergedNavigationStack<Root: View>: View, PrimitiveView {
    let column: CollapsedSplitColumnContext
    /// The stack's bound path; nil when it keeps its own (its links push onto the collapsed stack's).
    let path: NavigationPathAccess?
    /// The bound path's values, as the stack's body read them.
    let values: [AnyHashable]
    let root: Root
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        column.stackResolved(with: path, values: values, in: context)
        return context.resolveChild(root, component: .content)
    }
}
