import Foundation

/// One event of a finger as a gesture's recognizer sees it.
struct TouchEvent {
    enum Phase {
        /// The finger touches the screen.
        case down
        /// The finger moved (one sample per frame while a script's `Drag` runs).
        case move
        /// The finger lifts.
        case up
        /// Nothing moved: a time a recognizer asked to be woken at (a long press's duration) came.
        case wait
    }

    let phase: Phase
    /// Scene seconds.
    let time: Double
    /// The scene's clock at `time`.
    let date: Date
    /// The finger in scene points.
    let scenePoint: CGPoint
    /// The finger in the coordinates of the view the gesture is attached to.
    let localPoint: CGPoint
    /// The frames of the named coordinate spaces around that view, in scene points.
    let namedSpaces: [AnyHashable: CGRect]
    /// Every finger on the screen, in scene points (two for a pinch; `scenePoint` is their centre).
    var fingers: [CGPoint] = []

    /// The finger in `space`.
    func location(in space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return scenePoint
        case .local: return localPoint
        case .named(let name):
            guard let frame = namedSpaces[name] else { return scenePoint }
            return CGPoint(x: scenePoint.x - frame.minX, y: scenePoint.y - frame.minY)
        }
    }

    /// The same finger as another phase (a sequence's second gesture starts where the first ended).
    func with(phase: Phase) -> TouchEvent {
        TouchEvent(phase: phase, time: time, date: date, scenePoint: scenePoint, localPoint: localPoint, namedSpaces: namedSpaces,
                   fingers: fingers)
    }
}

/// What a recognizer made of one event. Values are the gesture's `Value`, type-erased.
enum GestureUpdate {
    /// Nothing to report.
    case none
    /// The gesture's value changed.
    case changed(Any)
    /// The gesture ended with this value.
    case ended(Any)
    /// The gesture will not be recognized in this touch sequence.
    case failed

    var isFinal: Bool {
        switch self {
        case .ended, .failed: true
        case .none, .changed: false
        }
    }
}

/// Recognizes one gesture through one touch sequence and runs its callbacks. Made afresh for each
/// sequence from the gesture value attached when the finger went down.
@MainActor
class GestureRecognizer {
    /// Whether the gesture has been recognized (a drag past its minimum distance, a long press
    /// held long enough): it then wins over the exclusive gestures it competes with.
    var isRecognized: Bool { false }
    /// The scene time at which the recognizer wants a `.wait` event, if any.
    var deadline: Double? { nil }

    func handle(_ event: TouchEvent) -> GestureUpdate { .none }

    /// Another gesture won the touch sequence: undo what this one set (its `GestureState`s reset).
    func cancel() {}
}

/// A recognizer wrapping another, changing what it reports (`onChanged`, `updating`, `map`…).
@MainActor
class WrappingRecognizer: GestureRecognizer {
    let base: GestureRecognizer
    init(base: GestureRecognizer) { self.base = base }
    override var isRecognized: Bool { base.isRecognized }
    override var deadline: Double? { base.deadline }
    override func handle(_ event: TouchEvent) -> GestureUpdate { base.handle(event) }
    override func cancel() { base.cancel() }
}
