import Foundation

extension Animation {
    /// An interpolating spring with the given mass, stiffness and damping.
    ///
    /// Unlike `spring`, it does not merge with a running animation: overlapping animations are
    /// combined, each continuing its own motion.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring.
    ///   - stiffness: The spring stiffness coefficient.
    ///   - damping: The spring damping coefficient.
    ///   - initialVelocity: The initial velocity, in fractions of the change per second.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        physical(
            AnimationValidation.call(
                "Animation.interpolatingSpring",
                [("mass", mass), ("stiffness", stiffness), ("damping", damping), ("initialVelocity", initialVelocity)]
            ),
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity
        )
    }

    /// An interpolating spring with a perceptual duration and bounce: stiffness `(2π/duration)²`,
    /// damping `2√stiffness · f(bounce)`.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        let call = AnimationValidation.call(
            "Animation.interpolatingSpring",
            [("duration", duration), ("bounce", bounce), ("initialVelocity", initialVelocity)]
        )
        if let error = AnimationValidation.error(
            call,
            AnimationValidation.duration("duration", duration, zero: false),
            AnimationValidation.bounce("bounce", bounce)
        ) {
            return Animation(SpringAnimation(mass: 1, stiffness: 1, damping: 1, initialVelocity: 0), validationError: error)
        }
        let stiffness = pow(2 * .pi / duration, 2)
        let damping = 2 * stiffness.squareRoot() * Spring.dampingRatio(bounce: bounce)
        return physical(call, mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// An interpolating spring with the default parameters: duration 0.5, no bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interpolating spring with the mass, stiffness and damping of `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        let format = AnimationValidation.format
        return physical(
            "Animation.interpolatingSpring(Spring(mass: \(format(spring.mass)), stiffness: \(format(spring.stiffness)), "
                + "damping: \(format(spring.damping))), initialVelocity: \(format(initialVelocity)))",
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity
        )
    }

    private static func physical(
        _ call: @autoclosure () -> String,
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    ) -> Animation {
        let error = AnimationValidation.error(
            call(),
            AnimationValidation.within(AnimationLimits.masses, "mass", mass),
            AnimationValidation.upTo(AnimationLimits.maximumSpringCoefficient, "stiffness", stiffness, zero: false),
            AnimationValidation.upTo(AnimationLimits.maximumSpringCoefficient, "damping", damping),
            AnimationValidation.magnitude(AnimationLimits.maximumVelocity, "initialVelocity", initialVelocity)
        )
        guard error == nil else {
            // Placeholder parameters keep the (never evaluated) spring free of NaN.
            return Animation(SpringAnimation(mass: 1, stiffness: 1, damping: 1, initialVelocity: 0), validationError: error)
        }
        return Animation(
            SpringAnimation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity),
            validationError: nil
        )
    }
}
