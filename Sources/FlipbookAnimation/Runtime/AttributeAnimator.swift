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

    // Pre-specialised for the common animatable data (1-D, 2-D, CGRect); the generic entry
    // point dispatches to these at run time. Keeps 1,000 samples per frame well under 1 ms.

    /// The offset to add to the current model value at `time`, or `nil` once the animation has
    /// finished (show the model value and drop the animator).
    @_specialize(exported: false, kind: full, where V == Double)
    @_specialize(exported: false, kind: full, where V == CGFloat)
    @_specialize(exported: false, kind: full, where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(exported: false, kind: full, where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
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
