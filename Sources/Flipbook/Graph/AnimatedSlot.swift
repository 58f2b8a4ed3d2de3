/// One animatable attribute of a view (a leaf's frame, an offset, a colour…):
/// its model value and, while it animates, the animator that presents it.
@MainActor
final class AnimatedSlot<Value: VectorArithmetic> {
    // Read for every animating view every frame, so unchecked for overlapping access (the
    // dynamic checks cost about as much as a linear animation's sample): only this class
    // changes them, on the main actor, and nothing it calls while changing one reaches a slot.
    @exclusivity(unchecked) private(set) var model: Value
    /// The running animation, boxed so that sampling it every frame mutates it in place.
    @exclusivity(unchecked) private var running: RunningAnimation<Value>?
    private weak var graph: ViewGraph?

    init(_ value: Value, graph: ViewGraph) {
        model = value
        self.graph = graph
    }

    func wouldChange(to value: Value) -> Bool { value != model }

    /// Records a new model value. In an animated transaction the change animates
    /// from what is on screen; otherwise it is immediate (a running animation
    /// keeps running relative to the new model value).
    func update(to value: Value, transaction: Transaction, time: Double) {
        guard value != model else { return }
        let interval = value - model
        model = value
        guard transaction.isAnimated, let animation = transaction.animation else { return }
        if let error = animation.validationError {
            graph?.report(RenderError.invalidAnimation(error))
            return
        }
        if let running {
            running.animator.retarget(animation: animation, interval: interval, at: time)
        } else {
            running = RunningAnimation(AttributeAnimator(animation: animation, interval: interval, startTime: time))
        }
        if let completions = transaction.animationCompletions, let graph { completions.started(animation, at: time, in: graph) }
    }

    /// The value on screen at `time`; drops the animator once it has finished.
    @_specialize(where Value == Double)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>)
    func presented(at time: Double) -> Value {
        guard let running else { return model }
        if let offset = running.animator.sample(at: time) {
            return model + offset
        }
        self.running = nil
        return model
    }

    var isAnimating: Bool { running != nil }

    /// Stops a running animation where it shows at `time`, which becomes the model value.
    func halt(at time: Double) {
        model = presented(at: time)
        running = nil
    }

    /// The running animation as the value track shows it, after sampling at `time`; nil when none runs.
    func runningAnimation(at time: Double) -> RunningAnimationState? {
        _ = presented(at: time)
        guard let animator = running?.animator else { return nil }
        return RunningAnimationState(kind: animator.animation.description, startTime: animator.startTime,
                                     progress: animator.progress, velocity: animator.progressVelocity(at: time),
                                     isLogicallyComplete: animator.isLogicallyComplete, retargetTime: animator.retargetTime)
    }
}

extension AnimatedSlot: InspectableSlot {}

extension AnimatedSlot where Value == CGRect.AnimatableData {
    /// Moves the model frame by `offset`; a running animation keeps running relative to it, so
    /// what is shown moves by `offset` too, without animating.
    func shift(by offset: CGSize) {
        model = model + CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: .zero).animatableData
    }
}

/// An attribute's animator, in a box of its own.
final class RunningAnimation<Value: VectorArithmetic> {
    /// Unchecked for overlapping access, as the slot's properties are.
    @exclusivity(unchecked) var animator: AttributeAnimator<Value>
    init(_ animator: AttributeAnimator<Value>) { self.animator = animator }
}
