import Foundation

extension Spring {
    /// Creates a spring with the specified response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds
    ///     (`2π / √(k/m)`).
    ///   - dampingRatio: The drag, as a fraction of critical damping (ζ).
    public init(response: Double, dampingRatio: Double) {
        let naturalFrequency = 2 * .pi / response
        let oscillation = naturalFrequency * abs(1 - dampingRatio * dampingRatio).squareRoot()
        self.init(
            angularFrequency: dampingRatio <= 1 ? oscillation : -oscillation,
            decayConstant: dampingRatio * naturalFrequency,
            mass: 1
        )
    }

    /// The stiffness of the spring, defined as an approximate duration in seconds.
    public var response: Double { duration }

    /// The amount of drag applied, as a fraction of the amount needed for critical damping: `λ / ω₀`.
    public var dampingRatio: Double {
        decayConstant * response / (2 * .pi)
    }
}
