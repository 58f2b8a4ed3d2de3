/// Drags a finger at `time`: it goes down on the view named `label` (its centre as drawn) or at a
/// point in scene coordinates, moves in a straight line at a steady speed by `by` (or to `to`),
/// one move per frame for `duration` seconds, and lifts where it stops. The gestures under the
/// finger see each move (`onChanged` once per frame, with exact translations; velocity as
/// `DragVelocity` says) and the lift (`onEnded`); see `Finger` for which gesture wins.
///
/// On a scroll view's or list's content, a drag that no gesture inside takes scrolls it as a
/// finger does (`ScrollPan`): past 10 pt of travel the content follows the finger, rubber-banding
/// past its ends, and on lifting glides on at the finger's last speed, slowing at
/// `UIScrollView`'s normal deceleration rate, or settles back from past an end.
///
///     Drag("Card", by: CGSize(width: 160, height: 0), duration: 0.5, at: 0.5)
///     Drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 120), duration: 0.3, at: 1)
///
/// A label is the view's `accessibilityIdentifier`, `accessibilityLabel` or texts, as `Tap` reads
/// them; a missing or ambiguous one, or a point with no gesture or scroll view under it, is an error.
public struct Drag: ScriptEvent {
    public let start: TouchStart
    let end: End
    public let duration: Double
    public let time: Double

    enum End {
        case by(CGSize)
        case to(CGPoint)
    }

    public init(_ label: String, by translation: CGSize, duration: Double = 0.5, at time: Double) {
        self.init(.label(label), .by(translation), duration, time)
    }

    public init(_ label: String, to point: CGPoint, duration: Double = 0.5, at time: Double) {
        self.init(.label(label), .to(point), duration, time)
    }

    public init(from point: CGPoint, by translation: CGSize, duration: Double = 0.5, at time: Double) {
        self.init(.point(point), .by(translation), duration, time)
    }

    public init(from point: CGPoint, to end: CGPoint, duration: Double = 0.5, at time: Double) {
        self.init(.point(point), .to(end), duration, time)
    }

    private init(_ start: TouchStart, _ end: End, _ duration: Double, _ time: Double) {
        self.start = start
        self.end = end
        self.duration = duration
        self.time = time
    }

    public var summary: String {
        let path = switch end {
        case .by(let size): "by: (\(Double(size.width)), \(Double(size.height)))"
        case .to(let point): "to: (\(Double(point.x)), \(Double(point.y)))"
        }
        return "Drag(\(start.summary), \(path), duration: \(duration), at: \(time))"
    }

    public func perform(on graph: ViewGraph) throws {
        guard duration.isFinite, duration > 0 else {
            throw RenderError.invalidControlValue("Drag: duration must be a positive number of seconds, not \(duration)")
        }
        let from = try start.point(on: graph, event: "Drag")
        let to = switch end {
        case .by(let size): CGPoint(x: from.x + size.width, y: from.y + size.height)
        case .to(let point): point
        }
        guard to.x.isFinite, to.y.isFinite else { throw RenderError.invalidControlValue("Drag: the finger must end at a finite point") }
        let finger = try Finger(at: from, on: graph, event: "Drag", pans: true)
        graph.perform(at: time) { finger.down(at: time) }
        let frames = FrameSteps(from: time, duration: duration, fps: graph.frameRate)
        for step in 1...frames.count {
            let steps = CGFloat(frames.count), done = CGFloat(step)
            let point = CGPoint(x: from.x + (to.x - from.x) * done / steps, y: from.y + (to.y - from.y) * done / steps)
            let at = frames.time(of: step)
            graph.actions.schedule(at: at) { finger.move(to: point, at: at) }
        }
        let end = frames.time(of: frames.count)
        graph.actions.schedule(at: end) { finger.lift(at: end) }
    }
}
