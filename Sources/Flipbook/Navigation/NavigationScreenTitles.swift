/// The titles of a stack's screens as they were last resolved, lowest screen first, so that a
/// pushed screen's Back button can show the title of the screen below it (screens resolve in
/// the order of their levels). When a screen's title changes, the screen above it, which showed
/// the old one, is resolved again.
@MainActor
final class NavigationScreenTitles {
    private var titles: [Int: String] = [:]
    /// How the screen at a level is resolved again, set by that screen.
    private var refreshes: [Int: @MainActor () -> Void] = [:]

    /// Notes the `navigationTitle` of the screen at `level` (nil or empty: none).
    func record(_ title: String?, at level: Int, in graph: ViewGraph) {
        let title = title?.isEmpty == false ? title : nil
        guard titles[level] != title else { return }
        titles[level] = title
        if let refresh = refreshes[level + 1] { graph.actions.enqueue(refresh) }
    }

    /// The title of the screen below the one at `level`, if it has one; `refresh` resolves the
    /// screen at `level` again when that title changes.
    func title(below level: Int, refresh: @escaping @MainActor () -> Void) -> String? {
        refreshes[level] = refresh
        return titles[level - 1]
    }
}
