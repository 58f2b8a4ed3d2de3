/// A finger going down and lifting without moving away: ends (its `onEnded` runs) when it lifts.
/// Partial: a script's finger taps once, and that tap counts as `count` taps.
public struct TapGesture: Gesture, PrimitiveGesture {
    /// How many taps the gesture wants.
    public var count: Int

    public init(count: Int = 1) { self.count = count }

    public typealias Value = Void
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer { TapRecognizer() }
}

/// Recognizes a `TapGesture` (or a `SpatialTapGesture`): the finger lifts within
/// `allowableMovement` points of where it went down, ending with `value` of the lifting touch.
final class TapRecognizer: GestureRecognizer {
    /// How far a tapping finger may move: `UITapGestureRecognizer`'s 10 points.
    static let allowableMovement: CGFloat = 10
    private var start: CGPoint?
    private let value: (TouchEvent) -> Any

    init(value: @escaping (TouchEvent) -> Any = { _ in () }) { self.value = value }

    override func handle(_ event: TouchEvent) -> GestureUpdate {
        let location = event.scenePoint
        switch event.phase {
        case .down:
            start = location
            return event.fingers.count > 1 ? .failed : .none
        case .move:
            guard let start, hypot(location.x - start.x, location.y - start.y) <= Self.allowableMovement else { return .failed }
            return .none
        case .up:
            return start == nil ? .failed : .ended(value(event))
        case .wait:
            return .none
        }
    }
}
