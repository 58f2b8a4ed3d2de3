import Foundation

extension Spring {
    /// The displacement of the spring at `time`, starting at rest-position 0 with
    /// `initialVelocity`, moving toward `target` (closed forms of reference §1.5).
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (targetFactor, velocityFactor) = valueFactors(time: time)
        return target.scaled(by: targetFactor) + initialVelocity.scaled(by: velocityFactor)
    }

    /// The velocity of the spring at `time` (time derivative of `value(target:initialVelocity:time:)`).
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (targetFactor, velocityFactor) = velocityFactors(time: time)
        return target.scaled(by: targetFactor) + initialVelocity.scaled(by: velocityFactor)
    }

    /// The value of the spring moving from `fromValue` to `toValue` at `time`.
    public func value<V: VectorArithmetic>(
        fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    ) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity of the spring moving from `fromValue` to `toValue` at `time`.
    public func velocity<V: VectorArithmetic>(
        fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    ) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Advances `value` and `velocity` by `deltaTime` toward `target`.
    public func update<V: VectorArithmetic>(
        value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
    ) {
        let delta = target - value
        let newVelocity = self.velocity(target: delta, initialVelocity: velocity, time: deltaTime)
        value += self.value(target: delta, initialVelocity: velocity, time: deltaTime)
        velocity = newVelocity
    }

    /// The force on the spring: `m(ω² + λ²)·(target − position) − 2mλ·velocity`
    /// (units of the vector per second squared).
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        let springForce = (target - position).scaled(by: mass * (angularFrequency * angularFrequency + decayConstant * decayConstant))
        return springForce - velocity.scaled(by: 2 * mass * decayConstant)
    }

    /// The force on the spring moving from `fromValue` to `toValue`.
    public func force<V: VectorArithmetic>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        force(target: toValue - fromValue, position: position - fromValue, velocity: velocity)
    }

    /// `value = T·a + v₀·b`; returns (a, b).
    private func valueFactors(time t: Double) -> (target: Double, velocity: Double) {
        let omega = angularFrequency
        let lambda = decayConstant
        if omega > 0 {
            let decay = exp(-lambda * t)
            let sine = sin(omega * t)
            let cosine = cos(omega * t)
            return (1 - decay * (cosine + lambda * sine / omega), decay * sine / omega)
        } else if omega == 0 {
            let decay = exp(-lambda * t)
            return (1 - decay * (1 + lambda * t), decay * t)
        } else {
            // Roots a = −ω − λ (slow) and b = ω − λ (fast); ω < 0.
            let a = -omega - lambda
            let b = omega - lambda
            let slow = exp(a * t)
            let fast = exp(b * t)
            return (((lambda - omega) * slow + a * fast) / (2 * omega) + 1, -(slow - fast) / (2 * omega))
        }
    }

    /// `velocity = T·a + v₀·b`; returns (a, b).
    private func velocityFactors(time t: Double) -> (target: Double, velocity: Double) {
        let omega = angularFrequency
        let lambda = decayConstant
        if omega > 0 {
            let decay = exp(-lambda * t)
            let sine = sin(omega * t)
            let cosine = cos(omega * t)
            let targetFactor = decay * (omega * sine + lambda * cosine) + lambda * decay * (lambda * sine - omega * cosine) / omega
            return (targetFactor, -decay * (lambda * sine - omega * cosine) / omega)
        } else if omega == 0 {
            let decay = exp(-lambda * t)
            return (lambda * lambda * t * decay, (1 - lambda * t) * decay)
        } else {
            let a = -omega - lambda
            let b = omega - lambda
            let slow = exp(a * t)
            let fast = exp(b * t)
            return (a * ((lambda - omega) * slow + b * fast) / (2 * omega), -(a * slow - b * fast) / (2 * omega))
        }
    }
}
