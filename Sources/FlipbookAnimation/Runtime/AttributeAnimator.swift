import Foundation

/// The running animation of one animatable attribute (reference §2, OpenSwiftUI
/// `AnimatorState`).
///
/// The view graph keeps the model value; the animator supplies the offset to add to it:
/// `presentation = model + sample(at:)`, i.e. `model − interval + animate(interval, elapsed)`.
/// Elapsed time is measured from the first change. Sampling is deterministic; sampling the
/// same time again returns the same answer.
///
/// As in SwiftUI's `AnimatorState.update`, a sample at the time of the start or of a retarget
/// does not evaluate the animation: it keeps the last presented value (at the start, the old
/// value). The new animation takes over from the next, later sample.
package struct AttributeAnimator<V: VectorArithmetic> {
    /// The animation in charge: the latest merging animation, or the combination of the
    /// non-merging ones.
    package private(set) var animation: Animation
    /// The accumulated change (new model value − value before the first change).
    package private(set) var interval: V
    /// The time of the first change; elapsed time is measured from here.
    package let startTime: Double
    /// The time of the last change made while it ran (`retarget`), if any.
    package private(set) var retargetTime: Double?
    /// Whether the animation is logically complete as of the last sample.
    package private(set) var isLogicallyComplete = false
    /// The first validation error among the animations given, if any; the animator then
    /// finishes at once.
    package private(set) var validationError: String?

    private var state = AnimationState<V>()
    private var isFinished: Bool
    /// Samples up to this time (the start or the last retarget) hold the presented value.
    private var holdTime: Double
    /// The displacement returned by the last evaluation of the animation.
    private var lastDisplacement = V.zero
    private var lastSample: (time: Double, offset: V?)?

    /// Starts animating a change of `interval` (new model value − old model value) at `startTime`.
    package init(animation: Animation, interval: V, startTime: Double) {
        self.animation = animation
        self.interval = interval
        self.startTime = startTime
        holdTime = startTime
        validationError = animation.validationError
        isFinished = validationError != nil || !interval.magnitudeSquared.isFinite
    }

    /// Adds a new animated change of `interval` while this animation runs.
    ///
    /// If `animation` merges (`shouldMerge`, e.g. springs) it takes over, keeping the current
    /// displacement and velocity; otherwise both run combined toward cumulative targets. An
    /// invalid `animation` finishes the animator.
    package mutating func retarget(animation newAnimation: Animation, interval newInterval: V, at time: Double) {
        defer {
            interval += newInterval
            lastSample = nil
            if !interval.magnitudeSquared.isFinite { isFinished = true }
        }
        if let error = newAnimation.validationError {
            validationError = validationError ?? error
            isFinished = true
            return
        }
        guard !isFinished else { return }
        holdTime = time
        retargetTime = time
        let elapsed = max(0, time - startTime)
        var context = AnimationContext(state: state, isLogicallyComplete: isLogicallyComplete)
        isLogicallyComplete = false
        if newAnimation.shouldMerge(previous: animation, value: interval, time: elapsed, context: &context) {
            state = context.state
            animation = newAnimation
        } else {
            animation = CombinedAnimation.combine(
                previous: animation, state: &state, interval: interval,
                next: newAnimation, nextInterval: newInterval, elapsed: elapsed
            )
        }
    }

    /// How far the animation has come as of the last sample, projected on its change: 0 at the
    /// old value, 1 at the new one, beyond 1 while it overshoots.
    package var progress: Double { Self.projection(of: lastDisplacement, on: interval) }

    /// The rate of `progress` per second at `time` (after a sample at `time`): the animation's own
    /// velocity where it has one (springs), else a central difference evaluated on a copy of its
    /// state, so the running animation is not disturbed. Nil once it has finished.
    package func progressVelocity(at time: Double) -> Double? {
        guard !isFinished else { return nil }
        let elapsed = max(0, time - startTime)
        let context = AnimationContext(state: state, isLogicallyComplete: isLogicallyComplete)
        if let velocity = animation.velocity(value: interval, time: elapsed, context: context) {
            return Self.projection(of: velocity, on: interval)
        }
        let step = 1e-4
        func displacement(at t: Double) -> V? {
            var copy = context
            return animation.animate(value: interval, time: t, context: &copy)
        }
        let before = max(0, elapsed - step)
        guard let later = displacement(at: elapsed + step), let earlier = displacement(at: before) else { return nil }
        return (Self.projection(of: later, on: interval) - Self.projection(of: earlier, on: interval)) / (elapsed + step - before)
    }

    /// `vector · direction / |direction|²` (1 when `direction` is zero), from magnitudes alone.
    private static func projection(of vector: V, on direction: V) -> Double {
        let length = direction.magnitudeSquared
        guard length > 0 else { return 1 }
        return ((vector + direction).magnitudeSquared - (vector - direction).magnitudeSquared) / (4 * length)
    }

    // Pre-specialised for the common animatable data (1-D, 2-D, CGRect), and exported: a caller
    // in another module that knows the type calls its specialisation directly, where the generic
    // entry point would look the type's metadata up on every call to dispatch to it.

    /// The offset to add to the current model value at `time`, or `nil` once the animation has
    /// finished (show the model value and drop the animator).
    @_specialize(exported: true, kind: full, where V == Double)
    @_specialize(exported: true, kind: full, where V == CGFloat)
    @_specialize(exported: true, kind: full, where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(exported: true, kind: full, where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    package mutating func sample(at time: Double) -> V? {
        if isFinished { return nil }
        if let lastSample, lastSample.time == time { return lastSample.offset }
        if time <= holdTime {
            let offset = lastDisplacement - interval
            lastSample = (time, offset)
            return offset
        }
        var context = AnimationContext(state: state, isLogicallyComplete: isLogicallyComplete)
        let elapsed = max(0, time - startTime)
        guard let displacement = animation.animate(value: interval, time: elapsed, context: &context),
              displacement.magnitudeSquared.isFinite
        else {
            isFinished = true
            lastSample = (time, nil)
            return nil
        }
        state = context.state
        isLogicallyComplete = context.isLogicallyComplete
        lastDisplacement = displacement
        let offset = displacement - interval
        lastSample = (time, offset)
        return offset
    }
}
