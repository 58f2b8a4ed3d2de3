import Foundation

/// `Animation.speed(_:)`: the base runs at `t · speed` (reference §1.6).
package struct SpeedAnimation: MirroredAnimationModifier {
    package var base: Animation
    package var speed: Double

    package init(base: Animation, speed: Double) {
        self.base = base
        self.speed = speed
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }

    /// The base's velocity, converted to real time.
    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    /// Merges only with the same speed around the same kind of base, if the base merges.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard let previous = previous.as(SpeedAnimation.self), sameModifier(as: previous) else { return false }
        return base.shouldMerge(previous: previous.base, value: value, time: time * speed, context: &context)
    }

    var modifierName: String { "SpeedAnimation" }
    var modifierFields: String { "speed: \(speed)" }
}
