extension View {
    /// Marks the view as refreshable by pulling it down. At rest iOS draws nothing for it (the
    /// spinner shows only during the pull), and a script has no pull gesture, so Flipbook draws the
    /// view unchanged and never runs `action`.
    ///
    /// Partial: a script has no pull gesture, so the action never runs.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
