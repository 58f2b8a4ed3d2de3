/// Presses and holds a finger still for `duration` seconds at `time`, on the view named `label`
/// (its centre as drawn) or at a point in scene coordinates, then lifts it. A `LongPressGesture`
/// there reports `true` at once and ends when its `minimumDuration` has passed; lifting sooner
/// fails it. A missing or ambiguous label, or a point with no gesture, is an error.
///
///     LongPress("Record", duration: 1, at: 0.5)
public struct LongPress: ScriptEvent {
    public let start: TouchStart
    public let duration: Double
    public let time: Double

    public init(_ label: String, duration: Double = 1, at time: Double) {
        start = .label(label)
        self.duration = duration
        self.time = time
    }

    public init(at point: CGPoint, duration: Double = 1, at time: Double) {
        start = .point(point)
        self.duration = duration
        self.time = time
    }

    public var summary: String {
        "LongPress(\(start.summary.replacingOccurrences(of: "from:", with: "at:")), duration: \(duration), at: \(time))"
    }

    public func perform(on graph: ViewGraph) throws {
        guard duration.isFinite, duration > 0 else {
            throw RenderError.invalidControlValue("LongPress: duration must be a positive number of seconds, not \(duration)")
        }
        let point = try start.point(on: graph, event: "LongPress")
        let finger = try Finger(at: point, on: graph, event: "LongPress")
        graph.perform(at: time) { finger.down(at: time) }
        let end = time + duration
        graph.actions.schedule(at: end) { finger.lift(at: end) }
    }
}
