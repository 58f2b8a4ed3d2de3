import Foundation

extension Spring {
    /// The displacement of the spring at `time`, starting at rest-position 0 with
    /// `initialVelocity`, moving toward `target` (closed forms of reference §1.5).
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (targetFactor, velocityFactor) = factors(time: time).value
        return target.scaled(by: targetFactor) + initialVelocity.scaled(by: velocityFactor)
    }

    /// The velocity of the spring at `time` (time derivative of `value(target:initialVelocity:time:)`).
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (targetFactor, velocityFactor) = factors(time: time).velocity
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

    /// `value = T·a + v₀·b` and `velocity = T·c + v₀·d` at `t`: ((a, b), (c, d)), for the
    /// under-damped (ω > 0), critically damped (ω = 0) and over-damped (ω < 0) spring.
    private func factors(time t: Double) -> (value: (target: Double, velocity: Double), velocity: (target: Double, velocity: Double)) {
        let omega = angularFrequency
        let lambda = decayConstant
        if omega > 0 {
            let decay = exp(-lambda * t)
            let sine = sin(omega * t)
            let cosine = cos(omega * t)
            let targetFactor = decay * (omega * sine + lambda * cosine) + lambda * decay * (lambda * sine - omega * cosine) / omega
            return ((1 - decay * (cosine + lambda * sine / omega), decay * sine / omega),
                    (targetFactor, -decay * (lambda * sine - omega * cosine) / omega))
        } else if omega == 0 {
            let decay = exp(-lambda * t)
            return ((1 - decay * (1 + lambda * t), decay * t), (lambda * lambda * t * decay, (1 - lambda * t) * decay))
        } else {
            // Roots a = −ω − λ (slow) and b = ω − λ (fast); ω < 0.
            let a = -omega - lambda
            let b = omega - lambda
            let slow = exp(a * t)
            let fast = exp(b * t)
            return ((((lambda - omega) * slow + a * fast) / (2 * omega) + 1, -(slow - fast) / (2 * omega)),
                    (a * ((lambda - omega) * slow + b * fast) / (2 * omega), -(a * slow - b * fast) / (2 * omega)))
        }
    }
}
