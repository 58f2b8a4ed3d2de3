import Foundation

extension Animation {
    /// A default animation instance: a critically damped spring (response 0.5), printed as
    /// `DefaultAnimation()`.
    public static let `default` = Animation(DefaultAnimation())

    /// A persistent spring animation. When mixed with other `spring()` or
    /// `interactiveSpring()` animations on the same property, each animation is replaced by its
    /// successor, preserving velocity. The response blends over `blendDuration`.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds;
    ///     0 requests an infinitely stiff spring.
    ///   - dampingFraction: The drag, as a fraction of critical damping.
    ///   - blendDuration: The time over which to interpolate a change of response.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        let error = AnimationValidation.error(
            AnimationValidation.call(
                "Animation.spring",
                [("response", response), ("dampingFraction", dampingFraction), ("blendDuration", blendDuration)]
            ),
            AnimationValidation.duration("response", response),
            AnimationValidation.upTo(AnimationLimits.maximumDampingFraction, "dampingFraction", dampingFraction),
            AnimationValidation.duration("blendDuration", blendDuration)
        )
        return fluid(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration, error: error)
    }

    /// A persistent spring animation with a perceptual duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The pace of the spring; approximately its settling duration.
    ///   - bounce: 0 for no bounce, up to 1; negative values (> −1) over-damp.
    ///   - blendDuration: The time over which to interpolate a change of duration.
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        bounced(
            "Animation.spring", [("duration", duration), ("bounce", bounce), ("blendDuration", blendDuration)],
            duration: duration, bounce: bounce, bounceName: "bounce", blendDuration: blendDuration
        )
    }

    /// A persistent spring animation with the default parameters: duration 0.5, no bounce.
    public static var spring: Animation { spring() }

    /// A persistent spring animation with the response and damping ratio of `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        let format = AnimationValidation.format
        let error = AnimationValidation.error(
            "Animation.spring(Spring(response: \(format(spring.response)), "
                + "dampingRatio: \(format(spring.dampingRatio))), blendDuration: \(format(blendDuration)))",
            AnimationValidation.duration("spring.response", spring.response),
            AnimationValidation.upTo(AnimationLimits.maximumDampingFraction, "spring.dampingRatio", spring.dampingRatio),
            AnimationValidation.duration("blendDuration", blendDuration)
        )
        return fluid(
            response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration, error: error
        )
    }

    /// A spring with a low response, intended for driving interactive animations.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        let error = AnimationValidation.error(
            AnimationValidation.call(
                "Animation.interactiveSpring",
                [("response", response), ("dampingFraction", dampingFraction), ("blendDuration", blendDuration)]
            ),
            AnimationValidation.duration("response", response),
            AnimationValidation.upTo(AnimationLimits.maximumDampingFraction, "dampingFraction", dampingFraction),
            AnimationValidation.duration("blendDuration", blendDuration)
        )
        return fluid(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration, error: error)
    }

    /// A spring with a low duration, intended for driving interactive animations; bounce is
    /// 0.15 + `extraBounce`.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        bounced(
            "Animation.interactiveSpring",
            [("duration", duration), ("extraBounce", extraBounce), ("blendDuration", blendDuration)],
            duration: duration, bounce: 0.15 + extraBounce, bounceName: "0.15 + extraBounce",
            blendDuration: blendDuration
        )
    }

    /// An interactive spring with the default parameters: duration 0.15, bounce 0.15, blend 0.25.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A smooth spring with no bounce (duration 0.5).
    public static var smooth: Animation { smooth() }

    /// A smooth spring that can be tuned; bounce is `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        bounced(
            "Animation.smooth", [("duration", duration), ("extraBounce", extraBounce)],
            duration: duration, bounce: extraBounce, bounceName: "extraBounce", blendDuration: 0
        )
    }

    /// A spring with a small amount of bounce (0.15) that feels snappy (duration 0.5).
    public static var snappy: Animation { snappy() }

    /// A snappy spring that can be tuned; bounce is 0.15 + `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        bounced(
            "Animation.snappy", [("duration", duration), ("extraBounce", extraBounce)],
            duration: duration, bounce: 0.15 + extraBounce, bounceName: "0.15 + extraBounce", blendDuration: 0
        )
    }

    /// A spring with a higher amount of bounce (0.3) (duration 0.5).
    public static var bouncy: Animation { bouncy() }

    /// A bouncy spring that can be tuned; bounce is 0.3 + `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        bounced(
            "Animation.bouncy", [("duration", duration), ("extraBounce", extraBounce)],
            duration: duration, bounce: 0.3 + extraBounce, bounceName: "0.3 + extraBounce", blendDuration: 0
        )
    }

    /// A fluid spring from duration and bounce: response = duration, dampingFraction = f(bounce).
    private static func bounced(
        _ name: String, _ arguments: [(label: String?, value: Double)],
        duration: TimeInterval, bounce: Double, bounceName: String, blendDuration: Double
    ) -> Animation {
        let error = AnimationValidation.error(
            AnimationValidation.call(name, arguments),
            AnimationValidation.duration("duration", duration),
            AnimationValidation.bounce(bounceName, bounce),
            AnimationValidation.duration("blendDuration", blendDuration)
        )
        return fluid(
            response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce),
            blendDuration: blendDuration, error: error
        )
    }

    private static func fluid(
        response: Double, dampingFraction: Double, blendDuration: Double, error: String?
    ) -> Animation {
        Animation(
            FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration),
            validationError: error
        )
    }
}
