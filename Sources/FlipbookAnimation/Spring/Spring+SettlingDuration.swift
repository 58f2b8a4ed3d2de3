import Foundation

extension Spring {
    /// Creates a spring that settles in approximately `settlingDuration` seconds.
    ///
    /// - Parameters:
    ///   - settlingDuration: The approximate time for the spring to come to rest; clamped to
    ///     [0.01, 10] s.
    ///   - dampingRatio: The drag as a fraction of critical damping; clamped to (0, 1].
    ///   - epsilon: How close to the target the spring must stay to count as settled.
    ///
    /// Solves the decay λ so that ``settlingDuration(target:initialVelocity:epsilon:)`` (target 1,
    /// at rest) gives `settlingDuration`: `(λ + 1)·e^(−λT) = ε` when under-damped,
    /// `(1 + ω₀T)·e^(−ω₀T) = ε` (the envelope of the critical response) when critical.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = dampingRatio.clamped(to: Double.ulpOfOne...1)
        let duration = settlingDuration.clamped(to: 0.01...10)
        let tolerance = epsilon.clamped(to: 1e-12...0.5)
        let naturalFrequency = zeta < 1
            ? Spring.underDampedDecay(settlingDuration: duration, epsilon: tolerance) / zeta
            : Spring.criticalSettlingProduct(epsilon: tolerance) / duration
        self.init(response: 2 * .pi / naturalFrequency, dampingRatio: zeta)
    }

    /// The estimated time for the spring to be at rest: target 1, initial velocity 0, ε 0.001.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The estimated time for the spring to come to rest from rest toward `target`.
    ///
    /// Under-damped springs use the envelope `(|λT − v₀| + |T|)·e^(−λt) = ε`. Critically and
    /// over-damped springs are sampled every 0.1 s: the result is the first sample from which
    /// the distance to the target stays below ε for more than 1 s (reference §1.5).
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        if decayConstant == 0 { return .infinity }
        guard angularFrequency <= 0 else {
            var start = target.scaled(by: decayConstant)
            start -= initialVelocity
            let magnitude = start.magnitudeSquared.squareRoot() + target.magnitudeSquared.squareRoot()
            return max(0, -log(epsilon / magnitude) / decayConstant)
        }
        var time = 0.0
        var settledSince: Double?
        for _ in 0..<Spring.settlingSamples {
            var offset = value(target: target, initialVelocity: initialVelocity, time: time)
            offset -= target
            let distance = offset.magnitudeSquared.squareRoot()
            if !distance.isFinite { break }
            if distance >= epsilon {
                settledSince = nil
            } else if let since = settledSince {
                if time - since > 1 { return since }
            } else {
                settledSince = time
            }
            time += 0.1
        }
        return settledSince ?? time
    }

    /// The estimated time for the spring to settle from `fromValue` to `toValue`.
    public func settlingDuration<V: VectorArithmetic>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(target: toValue - fromValue, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// Number of 0.1 s samples scanned for non-oscillating springs (102.4 s).
    private static let settlingSamples = 1024

    /// Solves `λT = ln((λ + 1)/ε)` for λ > 0 by Newton's method. The function is convex,
    /// so iterating from a point where it is positive converges monotonically.
    private static func underDampedDecay(settlingDuration: Double, epsilon: Double) -> Double {
        func residual(_ lambda: Double) -> Double { lambda * settlingDuration - log((lambda + 1) / epsilon) }
        var lambda = 10 * -log(epsilon) / settlingDuration
        while residual(lambda) <= 0 { lambda *= 2 }
        for _ in 0..<50 {
            let next = lambda - residual(lambda) / (settlingDuration - 1 / (lambda + 1))
            if abs(next - lambda) < 1e-12 * lambda { return next }
            lambda = next
        }
        return lambda
    }

    /// Solves `(1 + u)·e^(−u) = ε` for u > 1 by Newton's method.
    private static func criticalSettlingProduct(epsilon: Double) -> Double {
        var u = 10.0
        for _ in 0..<50 {
            let residual = (1 + u) * exp(-u) - epsilon
            let slope = -u * exp(-u)
            let next = u - residual / slope
            if !next.isFinite || next <= 1 { break }
            if abs(next - u) < 1e-12 { return next }
            u = next
        }
        return u
    }
}
