import Foundation

/// Two fingers turning: `rotation` is how far the line between them has turned since they went
/// down (clockwise positive, as on screen). A script's `Pinch(…, rotation:)` turns them.
///
/// Partial: its value has no `startAnchor`.
public struct RotateGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        /// The time of the current event.
        public var time: Date
        /// The turn since touch-down.
        public var rotation: Angle
        /// Turn per second.
        public var velocity: Angle
        /// The centre of the fingers at touch-down, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// How far the fingers turn before the gesture is recognized.
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        TwoFingerRecognizer(.rotation, minimumDelta: minimumAngleDelta.radians) { value, velocity, start, event in
            Value(time: event.date, rotation: .radians(value), velocity: .radians(velocity), startLocation: start)
        }
    }
}

/// Two fingers turning; its value is the turn (iOS 13's form of `RotateGesture`).
public struct RotationGesture: Gesture, PrimitiveGesture {
    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public typealias Value = Angle
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        TwoFingerRecognizer(.rotation, minimumDelta: minimumAngleDelta.radians) { value, _, _, _ in Angle.radians(value) }
    }
}
