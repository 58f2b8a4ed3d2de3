extension View {
    /// Makes the scroll views and lists inside refreshable: pulled down (the `Pull` script event)
    /// they show the system spinner above their content and run `action` as a scene task, on the
    /// scene's clock, settling back when it returns. Sets `\.refresh` for the views inside.
    ///
    ///     List(headlines) { Text($0.title) }
    ///         .refreshable { await model.loadLatest() }
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
