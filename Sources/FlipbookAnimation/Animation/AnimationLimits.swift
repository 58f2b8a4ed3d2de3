/// The ranges Flipbook accepts for animation parameters. SwiftUI takes any number; Flipbook
/// refuses one that is not finite or is outside these ranges: the animation carries a
/// `validationError` naming the call, the parameter and the range, and finishes at once (a
/// render reports it), so no frame is NaN and no plot or scene runs away.
public enum AnimationLimits {
    /// Longest duration, response, blend duration, delay or logical completion: 3,600 s, the
    /// longest scene.
    public static let maximumDuration = 3_600.0
    /// Speeds from 1/1000 to 1000 times.
    public static let speeds = 0.001...1_000.0
    /// Most passes of `repeatCount`: more than a scene has frames (use `repeatForever`).
    public static let maximumRepeatCount = 1_000_000
    /// Spring mass, from 0.001 to 1,000,000.
    public static let masses = 0.001...1_000_000.0
    /// Largest spring stiffness or damping coefficient: 1,000,000.
    public static let maximumSpringCoefficient = 1_000_000.0
    /// Largest damping fraction: 1,000 times critical damping.
    public static let maximumDampingFraction = 1_000.0
    /// Largest initial velocity, in either direction: 1,000 times the change per second.
    public static let maximumVelocity = 1_000.0
    /// Largest timing-curve control-point coordinate, in either direction: 1,000.
    public static let maximumControlPoint = 1_000.0
}
