import Foundation

/// `Animation.delay(_:)`: the base runs at `max(0, t − delay)`, holding the start value
/// during the delay (reference §1.6).
package struct DelayAnimation: MirroredAnimationModifier {
    package var base: Animation
    package var delay: TimeInterval

    package init(base: Animation, delay: TimeInterval) {
        self.base = base
        self.delay = delay
    }

    private func baseTime(_ time: TimeInterval) -> TimeInterval {
        max(0, time - delay)
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: baseTime(time), context: &context)
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: baseTime(time), context: context)
    }

    /// Merges only with the same delay around the same kind of base, if the base merges.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.as(DelayAnimation.self), sameModifier(as: previous) else { return false }
        return base.shouldMerge(previous: previous.base, value: value, time: baseTime(time), context: &context)
    }

    var modifierName: String { "DelayAnimation" }
    var modifierFields: String { "delay: \(delay)" }
}
