import Foundation

/// The closed-form physical spring behind `interpolatingSpring` (reference §1.4, OpenSwiftUI
/// `SpringAnimation.swift`).
///
/// Unit response x(t) toward 1 with `initialVelocity` in fractions of the delta per second;
/// over-damped configurations run as critically damped at ω₀ = √(k/m), as SwiftUI does.
/// Does not merge: overlapping changes are combined.
package struct SpringAnimation: MirroredAnimation {
    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    package let initialVelocity: Double
    /// The motion; `allowOverDamping: false` clamps over-damping to critical.
    private let spring: Spring
    /// When the animation finishes; derived from the parameters once.
    let duration: TimeInterval

    /// Distance from the target (as a fraction of the delta) at which the spring is finished.
    static let settlingEpsilon = 0.001

    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: false)
        duration = Self.finishTime(spring: spring, initialVelocity: initialVelocity)
    }

    /// Under-damped: the envelope `(1 + |A|)·e^(−ζω₀t)` reaches 0.001, with
    /// `A = (ζω₀ − v₀)/ω_d`; otherwise the sampled settling time of §1.5.
    private static func finishTime(spring: Spring, initialVelocity: Double) -> TimeInterval {
        guard spring.angularFrequency > 0 else {
            return spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: settlingEpsilon)
        }
        let amplitude = (spring.decayConstant - initialVelocity) / spring.angularFrequency
        return max(0, -log(settlingEpsilon / (1 + abs(amplitude))) / spring.decayConstant)
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= 2 * .pi / stiffness.squareRoot() {
            context.isLogicallyComplete = true
        }
        guard time < duration else { return nil }
        return value.scaled(by: spring.value(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time))
    }

    func typeName(qualified: Bool) -> String {
        "SpringAnimation".qualified(qualified)
    }

    var fieldsDescription: String {
        "mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity)"
    }
}
