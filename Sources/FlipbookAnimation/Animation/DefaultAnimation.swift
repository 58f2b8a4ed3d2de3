import Foundation

/// `Animation.default`: prints `DefaultAnimation()` and behaves as the fluid spring with
/// response 0.5 and damping fraction 1 (OpenSwiftUI `DefaultAnimation.swift`, iOS 17+
/// semantics; Apple's documentation says response 0.55 — reference §1.2 / §8.1).
package struct DefaultAnimation: MirroredAnimation {
    /// The spring `.default` delegates to.
    static let spring = FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0)

    package init() {}

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        Self.spring.animate(value: value, time: time, context: &context)
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        Self.spring.velocity(value: value, time: time, context: context)
    }

    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        Self.spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    func typeName(qualified: Bool) -> String {
        "DefaultAnimation".qualified(qualified)
    }

    var fieldsDescription: String { "" }
}
