import Foundation

/// Two fingers spreading or pinching: `magnification` is their distance over the distance when
/// they went down. A script's `Pinch` moves them.
///
/// Partial: its value has no `startAnchor`.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        /// The time of the current event.
        public var time: Date
        /// The fingers' distance over their distance at touch-down.
        public var magnification: CGFloat
        /// Change of `magnification` per second.
        public var velocity: CGFloat
        /// The centre of the fingers at touch-down, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// How far from 1 the magnification goes before the gesture is recognized.
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        TwoFingerRecognizer(.magnification, minimumDelta: Double(minimumScaleDelta)) { value, velocity, start, event in
            Value(time: event.date, magnification: CGFloat(value), velocity: CGFloat(velocity), startLocation: start)
        }
    }
}

/// Two fingers spreading or pinching; its value is the magnification (iOS 13's form of `MagnifyGesture`).
public struct MagnificationGesture: Gesture, PrimitiveGesture {
    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public typealias Value = CGFloat
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        TwoFingerRecognizer(.magnification, minimumDelta: Double(minimumScaleDelta)) { value, _, _, _ in CGFloat(value) }
    }
}
