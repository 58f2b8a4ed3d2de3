/// The pose a symbol effect moves a symbol through.
struct SymbolPose: Animatable, Sendable {
    var scale = 1.0
    var opacity = 1.0
    var angle = 0.0

    var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(scale, AnimatablePair(opacity, angle)) }
        set { (scale, opacity, angle) = (newValue.first, newValue.second.first, newValue.second.second) }
    }

    /// One play of `motion`, from rest back to rest.
    @KeyframesBuilder<SymbolPose>
    static func keyframes(for motion: SymbolMotion) -> KeyframeTracks<SymbolPose> {
        switch motion {
        case .bounce:
            KeyframeTrack(\.scale) {
                CubicKeyframe(0.8, duration: 0.12)
                SpringKeyframe(1.0, duration: 0.5, spring: .bouncy)
            }
        case .pulse:
            KeyframeTrack(\.opacity) {
                CubicKeyframe(0.3, duration: 0.4)
                CubicKeyframe(1.0, duration: 0.5)
            }
        case .breathe, .scale, .appear, .disappear:
            KeyframeTrack(\.scale) {
                CubicKeyframe(1.12, duration: 0.6)
                CubicKeyframe(1.0, duration: 0.6)
            }
        case .rotate:
            KeyframeTrack(\.angle) { LinearKeyframe(360.0, duration: 1.0) }
        case .wiggle:
            KeyframeTrack(\.angle) {
                CubicKeyframe(-12.0, duration: 0.1)
                CubicKeyframe(12.0, duration: 0.15)
                CubicKeyframe(-8.0, duration: 0.15)
                CubicKeyframe(0.0, duration: 0.1)
            }
        }
    }
}

extension View {
    /// Plays `effect` while `isActive`: a bounce, pulse, breathe, rotation or wiggle loops (once
    /// with `.nonRepeating`); a scale grows the symbol; appear and disappear scale it in and out.
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                        isActive: Bool = true) -> some View {
        IndefiniteSymbolMotion(content: self, motion: (effect as? any PlayableSymbolEffect)?.motion,
                               repeats: options.repeats, isActive: isActive)
    }

    /// Plays `effect` once each time `value` changes.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                    value: U) -> some View {
        DiscreteSymbolMotion(content: self, motion: (effect as? any PlayableSymbolEffect)?.motion, value: value)
    }

    /// Turns off the symbol effects inside (they draw at rest).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { environment(\.symbolEffectsRemoved, isEnabled) }
}

extension EnvironmentValues {
    /// Whether symbol effects here are turned off (`symbolEffectsRemoved()`).
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

private enum SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }

/// A symbol playing a discrete effect each time `value` changes.
struct DiscreteSymbolMotion<Content: View, Value: Equatable>: View {
    let content: Content
    let motion: SymbolMotion?
    let value: Value
    @Environment(\.symbolEffectsRemoved) private var removed

    var body: some View {
        if let motion, !removed {
            content.keyframeAnimator(initialValue: SymbolPose(), trigger: value) { view, pose in
                view.scaleEffect(pose.scale).opacity(pose.opacity).rotationEffect(.degrees(pose.angle))
            } keyframes: { _ in
                SymbolPose.keyframes(for: motion)
            }
        } else {
            content
        }
    }
}

/// A symbol playing an indefinite effect while `isActive`.
struct IndefiniteSymbolMotion<Content: View>: View {
    let content: Content
    let motion: SymbolMotion?
    let repeats: Bool
    let isActive: Bool
    @Environment(\.symbolEffectsRemoved) private var removed

    var body: some View {
        switch removed ? nil : motion {
        case .scale?:
            content.scaleEffect(isActive ? 1.25 : 1).animation(.spring(duration: 0.35), value: isActive)
        case .appear?, .disappear?:
            let shown = isActive == (motion == .appear)
            content.scaleEffect(shown ? 1 : 0.5).opacity(shown ? 1 : 0).animation(.spring(duration: 0.35), value: shown)
        case let motion? where isActive:
            content.keyframeAnimator(initialValue: SymbolPose(), repeating: repeats) { view, pose in
                view.scaleEffect(pose.scale).opacity(pose.opacity).rotationEffect(.degrees(pose.angle))
            } keyframes: { _ in
                SymbolPose.keyframes(for: motion)
            }
        default:
            content
        }
    }
}
