import Foundation

/// `Animation.logicallyComplete(after:)`: also marks the animation logically complete once
/// `t ≥ duration` (reference §1.6).
package struct LogicallyCompleteAnimation: MirroredAnimationModifier {
    package var base: Animation
    package var duration: TimeInterval

    package init(base: Animation, duration: TimeInterval) {
        self.base = base
        self.duration = duration
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = base.animate(value: value, time: time, context: &context)
        if time >= duration {
            context.isLogicallyComplete = true
        }
        return result
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Merges only with the same completion time around the same kind of base, if the base merges.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.as(LogicallyCompleteAnimation.self), sameModifier(as: previous) else {
            return false
        }
        return base.shouldMerge(previous: previous.base, value: value, time: time, context: &context)
    }

    var modifierName: String { "LogicalCompletionAnimation" }
    var modifierFields: String { "duration: \(duration)" }
}
