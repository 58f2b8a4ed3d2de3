extension EnvironmentValues {
    /// Whether the viewer asked to reduce motion (Settings › Accessibility › Motion). Set by the
    /// scene (`FlipbookScene.accessibilityReduceMotion`), so one test can render both variants.
    public internal(set) var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
}

private enum ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
