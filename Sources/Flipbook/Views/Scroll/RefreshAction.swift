/// The action a `refreshable` view gives the views inside it, read from `\.refresh`: a scroll
/// view or list with one refreshes when pulled down (the `Pull` script event), and any view can
/// call it — `await refresh()` — to refresh the content as the pull would.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it has finished.
    public func callAsFunction() async { await action() }
}

private enum RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable` around the view; nil outside one.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}
