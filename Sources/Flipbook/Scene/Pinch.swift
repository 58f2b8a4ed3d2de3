/// Two fingers at `time` on the view named `label` (its centre as drawn) or around a point in
/// scene coordinates: they go down `spread` points apart on a horizontal line through it, then, one
/// step per frame for `duration` seconds at a steady rate, their distance grows to `scale` times
/// the start and the line between them turns by `rotation` (clockwise positive); then they lift.
/// `MagnifyGesture`/`MagnificationGesture` and `RotateGesture`/`RotationGesture` there follow them.
///
///     Pinch("Photo", scale: 2, duration: 0.5, at: 0.5)
///     Pinch(at: CGPoint(x: 200, y: 300), rotation: .degrees(90), duration: 0.4, at: 1)
public struct Pinch: ScriptEvent {
    public let start: TouchStart
    public let scale: CGFloat
    public let rotation: Angle
    public let spread: CGFloat
    public let duration: Double
    public let time: Double

    public init(_ label: String, scale: CGFloat = 1, rotation: Angle = .zero, spread: CGFloat = 100, duration: Double = 0.5,
                at time: Double) {
        self.init(.label(label), scale, rotation, spread, duration, time)
    }

    public init(at point: CGPoint, scale: CGFloat = 1, rotation: Angle = .zero, spread: CGFloat = 100, duration: Double = 0.5,
                at time: Double) {
        self.init(.point(point), scale, rotation, spread, duration, time)
    }

    private init(_ start: TouchStart, _ scale: CGFloat, _ rotation: Angle, _ spread: CGFloat, _ duration: Double, _ time: Double) {
        self.start = start
        self.scale = scale
        self.rotation = rotation
        self.spread = spread
        self.duration = duration
        self.time = time
    }

    public var summary: String {
        "Pinch(\(start.summary.replacingOccurrences(of: "from:", with: "at:")), scale: \(Double(scale)), "
            + "rotation: \(rotation.degrees)°, duration: \(duration), at: \(time))"
    }

    public func perform(on graph: ViewGraph) throws {
        guard duration.isFinite, duration > 0 else {
            throw RenderError.invalidControlValue("Pinch: duration must be a positive number of seconds, not \(duration)")
        }
        guard scale.isFinite, scale > 0, spread.isFinite, spread > 0, rotation.radians.isFinite else {
            throw RenderError.invalidControlValue("Pinch: scale and spread must be positive and rotation finite")
        }
        let centre = try start.point(on: graph, event: "Pinch")
        let finger = try Finger(at: centre, on: graph, event: "Pinch")
        finger.place(fingers(around: centre, distance: spread, angle: 0))
        graph.perform(at: time) { finger.down(at: time) }
        let frames = FrameSteps(from: time, duration: duration, fps: graph.frameRate)
        for step in 1...frames.count {
            let done = Double(step) / Double(frames.count)
            let points = fingers(around: centre, distance: spread * (1 + (scale - 1) * CGFloat(done)), angle: rotation.radians * done)
            let at = frames.time(of: step)
            graph.actions.schedule(at: at) { finger.move(fingersTo: points, at: at) }
        }
        let end = frames.time(of: frames.count)
        graph.actions.schedule(at: end) { finger.lift(at: end) }
    }

    /// Two fingers `distance` apart on a line through `centre` turned `angle` radians clockwise.
    private func fingers(around centre: CGPoint, distance: CGFloat, angle: Double) -> [CGPoint] {
        let dx = distance / 2 * CGFloat(cos(angle)), dy = distance / 2 * CGFloat(sin(angle))
        return [CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy)]
    }
}
