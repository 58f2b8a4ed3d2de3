extension View {
    /// Runs `action` with true when a pointer moves over this view and false when it leaves. An
    /// iPhone has no pointer, so on it (and in a scene) the action never runs; the view is
    /// otherwise unchanged.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
