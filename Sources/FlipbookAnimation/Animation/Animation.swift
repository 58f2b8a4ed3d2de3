import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
///
/// An `Animation` wraps any ``CustomAnimation``; two animations are equal when they wrap
/// values of the same type that compare equal. Built-in animations print exactly like
/// SwiftUI's, e.g. `.smooth` prints
/// `FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)`.
public struct Animation: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The wrapped custom animation.
    public let base: any CustomAnimation

    /// Why the parameters this animation was built from are unusable, or `nil`.
    ///
    /// SwiftUI's API cannot throw, so bad input (NaN, negative durations, …) is recorded here
    /// as a one-line message naming the call, the parameter and the fix. Such an animation
    /// finishes immediately: `animate` returns `nil`.
    package let validationError: String?

    /// Creates an `Animation` that contains the specified custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.init(base, validationError: nil)
    }

    package init<A: CustomAnimation>(_ base: A, validationError: String?) {
        self.base = base
        self.validationError = validationError
    }

    /// The wrapped animation if it is of type `A`.
    package func `as`<A: CustomAnimation>(_ type: A.Type) -> A? {
        base as? A
    }

    /// Calculates the current displacement toward `value`, or `nil` if the animation has finished.
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard validationError == nil else { return nil }
        return base.animate(value: value, time: time, context: &context)
    }

    /// Calculates the current velocity of the animation, or `nil` if it isn't available.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard validationError == nil else { return nil }
        return base.velocity(value: value, time: time, context: context)
    }

    /// Returns whether this animation should take over the running `previous` animation.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard validationError == nil else { return false }
        return base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    /// The wrapped animation as SwiftUI prints it, e.g. `DefaultAnimation()`.
    public var description: String {
        if let mirrored = base as? any MirroredAnimation {
            return mirrored.mirroredDescription(qualified: false)
        }
        return String(describing: base)
    }

    /// `AnyAnimator(…)` around the module-qualified description, as SwiftUI prints it.
    public var debugDescription: String {
        "AnyAnimator(\(qualifiedDescription))"
    }

    /// The description used when this animation is nested in another one's fields.
    var qualifiedDescription: String {
        if let mirrored = base as? any MirroredAnimation {
            return mirrored.mirroredDescription(qualified: true)
        }
        return String(reflecting: base)
    }

    /// The type name used inside generic type names, e.g. `BezierAnimation`.
    func baseTypeName(qualified: Bool) -> String {
        if let mirrored = base as? any MirroredAnimation {
            return mirrored.typeName(qualified: qualified)
        }
        return qualified ? String(reflecting: type(of: base)) : String(describing: type(of: base))
    }
}
