import Foundation

/// A representation of a spring's motion (iOS 17 `Spring`).
///
/// Internally a spring is its angular frequency ω (signed: > 0 under-damped, 0 critically
/// damped, < 0 over-damped), its decay constant λ and its mass m (reference §1.5,
/// OpenSwiftUI `Spring/Respring`). Use it to compute values directly, or pass it to
/// `Animation.spring(_:blendDuration:)` / `Animation.interpolatingSpring(_:initialVelocity:)`.
public struct Spring: Hashable, Sendable {
    package var angularFrequency: Double
    package var decayConstant: Double
    package var storedMass: Double

    package init(angularFrequency: Double, decayConstant: Double, mass: Double) {
        self.angularFrequency = angularFrequency
        self.decayConstant = decayConstant
        self.storedMass = mass
    }

    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }

    /// A smooth spring with a predefined duration and no bounce that can be tuned.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration and a small amount of bounce (0.15).
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }

    /// A snappy spring that can be tuned; `extraBounce` is added to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration and a higher amount of bounce (0.3).
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

    /// A bouncy spring that can be tuned; `extraBounce` is added to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
