import Foundation

/// Pulls a refreshable scroll view or list down at `time`, as a finger would to refresh it: the
/// finger goes down on the content at the top and moves `distance` points down, one move per
/// frame for `duration` seconds, the content following with the scroll view's rubber-band
/// resistance (the spokes of the spinner appearing above it), then lifts. Once the content is
/// 60 pt down (every spoke showing) the `refreshable` action starts, as a scene task (its
/// `Task.sleep`s wait for scene time), and the spinner turns; on lifting the content settles 60 pt
/// down while the action runs; when it returns, the content settles back to the top. A pull too
/// short to reach 60 pt refreshes nothing: the content settles back on lifting.
///
///     Pull(at: 0.5)                        // the only refreshable scroll view on screen
///     Pull(in: "inbox", at: 0.5)           // the one with, or holding, id "inbox"
///
/// Errors, one line each: no refreshable scroll view (or several, without `in:`), a scroll view
/// not at its top (`Scroll(toEdge: .top)` first), a bad duration or distance.
public struct Pull: ScriptEvent {
    public let time: Double
    public let duration: Double
    public let distance: CGFloat
    let scrollViewID: AnyHashable?

    /// iOS's rubber-band constant: content pulled past its edge moves
    /// `(1 - 1 / (travel × 0.55 / height + 1)) × height`.
    static let resistance: CGFloat = 0.55

    public init(in scrollView: AnyHashable? = nil, distance: CGFloat = 160, duration: Double = 0.4, at time: Double) {
        scrollViewID = scrollView
        self.distance = distance
        self.duration = duration
        self.time = time
    }

    public var summary: String {
        "Pull(\(scrollViewID.map { "in: \($0.base), " } ?? "")distance: \(distance), duration: \(duration), at: \(time))"
    }

    /// How far content follows a finger that moved `travel` past the edge of a scroll view `height` tall.
    static func rubberBand(_ travel: CGFloat, height: CGFloat) -> CGFloat {
        guard height > 0 else { return 0 }
        return (1 - 1 / (travel * resistance / height + 1)) * height
    }

    public func perform(on graph: ViewGraph) throws {
        guard duration.isFinite, duration > 0 else {
            throw RenderError.invalidControlValue("Pull: duration must be a positive number of seconds, not \(duration)")
        }
        guard distance.isFinite, distance > 0 else {
            throw RenderError.invalidControlValue("Pull: distance must be a positive number of points, not \(distance)")
        }
        let (control, position) = try ScrollViews(graph: graph).target(of: self)
        guard position.offset.y <= 0 else {
            throw RenderError.invalidScroll("\(summary): the scroll view is scrolled \(position.offset.y) pt down; "
                                            + "a pull starts at the top: Scroll(toEdge: .top) first")
        }
        guard !control.isRefreshing else {
            throw RenderError.invalidScroll("\(summary): the scroll view is still refreshing from an earlier pull")
        }
        let height = position.viewport.height
        let frames = FrameSteps(from: time, duration: duration, fps: graph.frameRate)
        for step in 1...frames.count {
            let pulled = Self.rubberBand(distance * CGFloat(step) / CGFloat(frames.count), height: height)
            graph.actions.schedule(at: frames.time(of: step)) {
                control.pull(position, to: pulled, graph: graph)
            }
        }
        graph.actions.schedule(at: frames.time(of: frames.count)) {
            control.lift(position, graph: graph)
        }
    }
}
