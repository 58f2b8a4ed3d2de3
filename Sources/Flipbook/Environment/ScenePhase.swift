/// Whether the app's scene is in the foreground. A rendered scene is always on screen, so it is
/// `.active` unless a preview or scene sets another phase with `.environment(\.scenePhase, …)`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

extension EnvironmentValues {
    /// The phase of the scene the view is in (`.active` while rendered).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

private enum ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
