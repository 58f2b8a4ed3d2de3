/// One animatable attribute of a view (a leaf's frame, an offset, a colour…):
/// its model value and, while it animates, the animator that presents it.
@MainActor
final class AnimatedSlot<Value: VectorArithmetic> {
    private(set) var model: Value
    private var animator: AttributeAnimator<Value>?
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
        if animator == nil {
            animator = AttributeAnimator(animation: animation, interval: interval, startTime: time)
            graph?.animationStarted()
        } else {
            animator!.retarget(animation: animation, interval: interval, at: time)
        }
    }

    /// The value on screen at `time`; drops the animator once it has finished.
    @_specialize(where Value == Double)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    @_specialize(where Value == AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>)
    func presented(at time: Double) -> Value {
        guard animator != nil else { return model }
        if let offset = animator!.sample(at: time) {
            return model + offset
        }
        animator = nil
        return model
    }

    var isAnimating: Bool { animator != nil }
}
