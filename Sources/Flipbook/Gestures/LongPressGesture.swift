/// A finger held still: reports `true` as soon as it goes down (while it is pressing) and ends
/// with `true` once it has been held `minimumDuration` seconds, even before it lifts. Lifting
/// sooner, or moving more than `maximumDistance` points, fails it.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    /// Seconds the finger must be held.
    public var minimumDuration: Double
    /// How far (points) the finger may move before the press fails.
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public typealias Value = Bool
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer { LongPressRecognizer(self) }
}

/// Recognizes a `LongPressGesture`, woken at the end of its duration.
final class LongPressRecognizer: GestureRecognizer {
    private let gesture: LongPressGesture
    private var start: CGPoint?
    private var end: Double?
    private var recognized = false

    init(_ gesture: LongPressGesture) { self.gesture = gesture }

    override var isRecognized: Bool { recognized }
    override var deadline: Double? { recognized ? nil : end }

    override func handle(_ event: TouchEvent) -> GestureUpdate {
        switch event.phase {
        case .down:
            start = event.scenePoint
            end = event.time + max(0, gesture.minimumDuration)
            return gesture.minimumDuration > 0 ? .changed(true) : finish()
        case .move:
            guard let start else { return .failed }
            let distance = hypot(event.scenePoint.x - start.x, event.scenePoint.y - start.y)
            return distance > gesture.maximumDistance ? .failed : .none
        case .wait:
            guard let end, event.time >= end else { return .none }
            return finish()
        case .up:
            return .failed
        }
    }

    private func finish() -> GestureUpdate {
        recognized = true
        return .ended(true)
    }
}
