import Foundation

/// A finger moving: recognized once it has moved `minimumDistance` points from where it went
/// down (at once when that is 0), then reports each move, and ends when the finger lifts.
///
///     .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
///
/// Partial: `coordinateSpace` is the `CoordinateSpace` enum, not iOS 17's `CoordinateSpaceProtocol`.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// Where the finger is and has been, and how fast it moves.
    public struct Value: Equatable, Sendable {
        /// The time of the current event.
        public var time: Date
        /// The finger now, in the gesture's coordinate space.
        public var location: CGPoint
        /// Where the finger went down.
        public var startLocation: CGPoint
        /// Points per second, from the last two samples of the finger (see `DragVelocity`).
        public var velocity: CGSize

        /// `location` minus `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the finger would come to rest if it let go now and decelerated as a scroll view
        /// does: `location + velocity × DragVelocity.projection`.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * DragVelocity.projection,
                    y: location.y + velocity.height * DragVelocity.projection)
        }

        /// `predictedEndLocation` minus `startLocation`.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }
    }

    /// How far (points) the finger moves before the drag is recognized.
    public var minimumDistance: CGFloat
    /// The space `location` and `startLocation` are in.
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer { DragRecognizer(self) }
}

/// Recognizes a `DragGesture` in one touch sequence.
final class DragRecognizer: GestureRecognizer {
    private let gesture: DragGesture
    private var start: CGPoint?
    private var velocity = DragVelocity()
    private var recognized = false

    init(_ gesture: DragGesture) { self.gesture = gesture }

    override var isRecognized: Bool { recognized }

    override func handle(_ event: TouchEvent) -> GestureUpdate {
        let location = event.location(in: gesture.coordinateSpace)
        switch event.phase {
        case .down:
            start = location
            velocity.add(location, at: event.time)
            return recognizeIfFar(location, event)
        case .move:
            velocity.add(location, at: event.time)
            return recognized ? .changed(value(location, event)) : recognizeIfFar(location, event)
        case .up:
            velocity.add(location, at: event.time)
            return recognized ? .ended(value(location, event)) : .failed
        case .wait:
            return .none
        }
    }

    private func recognizeIfFar(_ location: CGPoint, _ event: TouchEvent) -> GestureUpdate {
        guard let start else { return .none }
        let distance = hypot(location.x - start.x, location.y - start.y)
        guard distance >= gesture.minimumDistance else { return .none }
        recognized = true
        return .changed(value(location, event))
    }

    private func value(_ location: CGPoint, _ event: TouchEvent) -> DragGesture.Value {
        DragGesture.Value(time: event.date, location: location, startLocation: start ?? location, velocity: velocity.current)
    }
}
