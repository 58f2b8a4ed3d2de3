/// Taps at `time`: the button, control segment or tap gesture named `label` (`Tap("Grow", at: 0.5)`:
/// its `accessibilityIdentifier`, its `accessibilityLabel`, or its title or label's texts, matched
/// as ``ScriptName`` says; a missing name is an error naming the close matches), or the one drawn topmost at a point in
/// scene coordinates (`Tap(at: CGPoint(x: 120, y: 40), at: 0.5)`), as a finger would: where it is
/// drawn, offsets, scales, rotations, transitions and the scroll offsets of the scroll views it is
/// in included. Either runs its action; a tap at a point on scroll content that is still moving (a
/// glide after a `Drag`) stops it there instead, as on an iPhone. A view
/// with a gesture (`.gesture(TapGesture()…)`) and no button there is tapped by a finger going
/// down and up at once: its `TapGesture` ends, a `DragGesture(minimumDistance: 0)` changes and ends.
public struct Tap: ScriptEvent {
    /// What is tapped: a label, or a point.
    public enum Target: Sendable, Equatable {
        case label(String)
        case point(CGPoint)
    }

    public let target: Target
    public let time: Double

    public init(_ label: String, at time: Double) {
        target = .label(label)
        self.time = time
    }

    public init(at point: CGPoint, at time: Double) {
        target = .point(point)
        self.time = time
    }

    public var summary: String {
        switch target {
        case .label(let label): "Tap(\"\(label)\", at: \(time))"
        case .point(let point): "Tap(at: (\(Double(point.x)), \(Double(point.y))), at: \(time))"
        }
    }

    public func perform(on graph: ViewGraph) throws {
        switch target {
        case .label(let label):
            // A view with a gesture named better than any button: a finger taps its centre.
            let button = graph.tapTargetMatch(for: label)
            if let gesture = graph.gestureTargets.compactMap({ $0.target.name.match(label) }).min(), button.map({ gesture < $0 }) ?? true {
                try tapWithFinger(at: TouchStart.label(label).point(on: graph, event: "Tap"), on: graph)
            } else {
                try graph.tap(label, at: time)
            }
        case .point(let point):
            // On scroll content that moves, the tap stops it and nothing else.
            var halted = false
            graph.perform(at: time) { halted = ScrollPan.halt(at: point, in: graph, time: time) }
            if halted { return }
            if let target = graph.tapTarget(at: point) {
                // A disabled button takes the finger's tap and does nothing.
                if target.isEnabled { graph.perform(at: time, target.action) }
            } else if !graph.gestures(at: point).isEmpty {
                try tapWithFinger(at: point, on: graph)
            } else {
                throw RenderError.nothingToTapAt(point)
            }
        }
    }

    /// A finger down and up at once at `point`, for the gestures there (a `TapGesture` ends).
    @MainActor private func tapWithFinger(at point: CGPoint, on graph: ViewGraph) throws {
        let finger = try Finger(at: point, on: graph, event: "Tap")
        graph.perform(at: time) {
            finger.down(at: time)
            finger.lift(at: time)
        }
    }
}
