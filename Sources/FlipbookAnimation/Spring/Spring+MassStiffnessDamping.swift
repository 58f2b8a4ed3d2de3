import Foundation

extension Spring {
    /// Creates a spring with the specified mass, stiffness and damping.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring.
    ///   - stiffness: The spring coefficient k.
    ///   - damping: The damping coefficient c.
    ///   - allowOverDamping: When `false`, an over-damped configuration is treated as
    ///     critically damped (λ = √(k/m)).
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let naturalFrequency = (stiffness / mass).squareRoot()
        let decay = damping / (2 * mass)
        if decay > naturalFrequency && !allowOverDamping {
            self.init(angularFrequency: 0, decayConstant: naturalFrequency, mass: mass)
        } else {
            let oscillation = abs(stiffness / mass - decay * decay).squareRoot()
            self.init(
                angularFrequency: decay > naturalFrequency ? -oscillation : oscillation,
                decayConstant: decay,
                mass: mass
            )
        }
    }

    /// The mass of the object attached to the end of the spring.
    public var mass: Double { storedMass }

    /// The spring stiffness coefficient: `m·(λ² + ω·|ω|)`.
    ///
    /// For over-damped springs (ω < 0) this is `m·(λ² − ω²)`, the value that the
    /// mass/stiffness/damping initialiser was given.
    public var stiffness: Double {
        mass * (decayConstant * decayConstant + angularFrequency * abs(angularFrequency))
    }

    /// The damping coefficient: `2·m·λ`.
    public var damping: Double { 2 * mass * decayConstant }
}
