extension EnvironmentValues {
    /// Whether the viewer asked to reduce motion (Settings › Accessibility › Motion). Set by the
    /// scene (`FlipbookScene.accessibilityReduceMotion`), so one test can render both variants.
    /// Flipbook's alerts then fade in without growing from 1.2 times their size, as UIKit's do.
    public internal(set) var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether Reduce Motion and its Prefer Cross-Fade Transitions option are both on: views should
    /// cross-fade instead of sliding. Set by the scene (`FlipbookScene.accessibilityReduceMotion`
    /// and `accessibilityPrefersCrossFadeTransitions`); navigation pushes and pops, sheets and
    /// full-screen covers then cross-fade in place, as UIKit's system navigation does.
    public var accessibilityPrefersCrossFadeTransitions: Bool {
        get { self[PrefersCrossFadeKey.self] }
        set { self[PrefersCrossFadeKey.self] = newValue }
    }
}

private enum ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private enum PrefersCrossFadeKey: EnvironmentKey { static let defaultValue = false }
