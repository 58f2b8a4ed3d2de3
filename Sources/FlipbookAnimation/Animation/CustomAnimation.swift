import Foundation

/// A type that defines how an animatable value changes over time.
///
/// `animate` receives the delta to animate toward and the time since the animation began,
/// and returns the current displacement from the start value, or `nil` once finished.
/// Wrap an instance in ``Animation/init(_:)`` to use it.
public protocol CustomAnimation: Hashable, Sendable {
    /// Calculates the value of the animation at the specified time.
    ///
    /// - Returns: The current displacement, or `nil` if the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// Calculates the velocity of the animation at a specified time, or `nil` if unknown.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Determines whether this animation takes over a running `previous` animation.
    ///
    /// Return `true` after copying whatever you need (for example velocity) from `previous`
    /// into `context.state`; return `false` to have both animations run combined.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// Default: no velocity information.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Default: never merge; the system combines the animations instead.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }

    /// Type-aware equality used by `Animation`'s type erasure.
    func isEqual(to other: any CustomAnimation) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
