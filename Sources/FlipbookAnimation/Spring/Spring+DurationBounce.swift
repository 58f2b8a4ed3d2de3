import Foundation

extension Spring {
    /// Creates a spring with the specified perceptual duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The pace of the spring; approximately its settling duration.
    ///   - bounce: 0 is critically damped, up to 1 for undamped oscillation, down to −1
    ///     (exclusive) for over-damping.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// The perceptual duration, which defines the pace of the spring: `2π / √(λ² + ω·|ω|)`.
    public var duration: TimeInterval {
        2 * .pi / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
    }

    /// How bouncy the spring is: `1 − ζ` when under- or critically damped, `1/ζ − 1` when over-damped.
    public var bounce: Double {
        angularFrequency >= 0 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// Bounce → damping ratio ζ (reference §1.3/§1.5): `1/(1 + b)` for b < 0, `1 − b` for
    /// 0 ≤ b ≤ 1, 0 beyond 1.
    static func dampingRatio(bounce: Double) -> Double {
        if bounce < 0 { return 1 / (1 + bounce) }
        return bounce <= 1 ? 1 - bounce : 0
    }
}
