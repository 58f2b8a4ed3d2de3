import Foundation

extension Animation {
    /// The duration of timing-curve animations when none is given (SwiftUI's documented 0.35 s).
    static let defaultCurveDuration: TimeInterval = 0.35

    /// An animation that moves at a constant speed, over 0.35 s.
    public static var linear: Animation { linear(duration: defaultCurveDuration) }

    /// An animation that moves at a constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation {
        bezier("Animation.linear", .linear, duration: duration)
    }

    /// An animation that starts slowly and speeds up (Bézier (0.42, 0), (1, 1)), over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: defaultCurveDuration) }

    /// An ease-in animation over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation {
        bezier("Animation.easeIn", .easeIn, duration: duration)
    }

    /// An animation that starts quickly and slows down (Bézier (0, 0), (0.58, 1)), over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: defaultCurveDuration) }

    /// An ease-out animation over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation {
        bezier("Animation.easeOut", .easeOut, duration: duration)
    }

    /// An animation slow at both ends (Bézier (0.42, 0), (0.58, 1)), over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: defaultCurveDuration) }

    /// An ease-in-out animation over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        bezier("Animation.easeInOut", .easeInOut, duration: duration)
    }

    /// An animation created from a cubic Bézier timing curve through (p1x, p1y) and (p2x, p2y).
    ///
    /// The control points are used as given, so y values outside [0, 1] overshoot.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        let error = AnimationValidation.error(
            AnimationValidation.call(
                "Animation.timingCurve",
                [(nil, p1x), (nil, p1y), (nil, p2x), (nil, p2y), ("duration", duration)]
            ),
            AnimationValidation.magnitude(AnimationLimits.maximumControlPoint, "p1x", p1x),
            AnimationValidation.magnitude(AnimationLimits.maximumControlPoint, "p1y", p1y),
            AnimationValidation.magnitude(AnimationLimits.maximumControlPoint, "p2x", p2x),
            AnimationValidation.magnitude(AnimationLimits.maximumControlPoint, "p2y", p2y),
            AnimationValidation.duration("duration", duration)
        )
        let solver = UnitCurve.CubicSolver(
            startControlPoint: CGPoint(x: p1x, y: p1y),
            endControlPoint: CGPoint(x: p2x, y: p2y)
        )
        return Animation(BezierAnimation(duration: duration, curve: solver), validationError: error)
    }

    /// An animation whose progress follows `curve` over `duration` seconds.
    ///
    /// Bézier curves keep their control points unclamped; circular curves use SwiftUI's Bézier
    /// approximations.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        bezier("Animation.timingCurve", curve, duration: duration)
    }

    private static func bezier(_ name: String, _ curve: UnitCurve, duration: TimeInterval) -> Animation {
        let points = curve.bezierControlPoints
        let error = AnimationValidation.error(
            AnimationValidation.call(name, [("duration", duration)]),
            AnimationValidation.duration("duration", duration)
        )
        let solver = UnitCurve.CubicSolver(startControlPoint: points.start, endControlPoint: points.end)
        return Animation(BezierAnimation(duration: duration, curve: solver), validationError: error)
    }
}
