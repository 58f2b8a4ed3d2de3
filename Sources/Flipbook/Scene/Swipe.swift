/// Swipes a list row at `time`, as a finger would: it goes down on the row named `row` and moves
/// across it towards the other edge, one move per frame for `duration` seconds, the row's content
/// following it, then lifts. Swiped with `edge: .trailing` (leftwards) the row's trailing actions
/// show; `.leading`, its leading ones. The finger travels 24 pt past the buttons' width and the
/// row springs back to them on lifting, open; `Tap` then runs one of them (by its title) and
/// closes the row. `fully: true` swipes all the way across: the first action (the one at the
/// edge) stretches over the row and runs as the finger lifts, if the row `allowsFullSwipe`.
///
///     Swipe("Buy milk", at: 0.5)                        // reveals the row's trailing actions
///     Tap("Delete", at: 1.2)
///     Swipe("Call mum", edge: .leading, fully: true, at: 2)
///
/// A row is named by its texts together or any one of them (or its `accessibilityIdentifier`/
/// `accessibilityLabel`), as ``ScriptName`` says; a missing or ambiguous row, or one without
/// actions on that edge, is an error naming what there is.
public struct Swipe: ScriptEvent {
    public let row: String
    public let edge: HorizontalEdge
    public let isFull: Bool
    public let duration: Double
    public let time: Double

    /// How far past the buttons' width the finger goes before lifting.
    static let overshoot: CGFloat = 24

    public init(_ row: String, edge: HorizontalEdge = .trailing, fully: Bool = false, duration: Double = 0.25, at time: Double) {
        self.row = row
        self.edge = edge
        isFull = fully
        self.duration = duration
        self.time = time
    }

    public var summary: String {
        "Swipe(\"\(row)\", edge: .\(edge)\(isFull ? ", fully: true" : ""), duration: \(duration), at: \(time))"
    }

    public func perform(on graph: ViewGraph) throws {
        guard duration.isFinite, duration > 0 else {
            throw RenderError.invalidControlValue("Swipe: duration must be a positive number of seconds, not \(duration)")
        }
        let target = try graph.listRow(named: row, kind: "swipeable list row") { $0.swipe != nil }
        guard let swipe = target.swipe, let side = swipe.side(edge) else {
            throw RenderError.invalidControlValue("Swipe: the row \"\(row)\" has no \(edge) swipe actions; "
                + "give it .swipeActions(edge: .\(edge)) { … }" + (edge == .trailing ? " or its ForEach .onDelete" : ""))
        }
        guard !isFull || side.allowsFullSwipe else {
            throw RenderError.invalidControlValue("Swipe: the row \"\(row)\" does not allow a full swipe (allowsFullSwipe: false); swipe it open and tap an action")
        }
        let state = swipe.state, rowID = swipe.rowID, direction: CGFloat = edge == .trailing ? -1 : 1
        let open = side.width, travel = isFull ? target.frame.width : open + Self.overshoot
        let frames = FrameSteps(from: time, duration: duration, fps: graph.frameRate)
        for step in 1...frames.count {
            let moved = travel * CGFloat(step) / CGFloat(frames.count)
            graph.actions.schedule(at: frames.time(of: step)) {
                state.move(rowID, to: direction * moved)
                graph.willChangeLayout()
            }
        }
        let first = side.actions[0]
        graph.actions.schedule(at: frames.time(of: frames.count)) { [isFull] in
            withAnimation(SwipeActionMetrics.settle) {
                state.move(rowID, to: direction * (isFull ? travel : open), full: isFull)
                graph.willChangeLayout()
            }
            if isFull {
                first.action()
                if first.role != .destructive {
                    withAnimation(SwipeActionMetrics.settle) {
                        state.close()
                        graph.willChangeLayout()
                    }
                }
            }
        }
    }
}
