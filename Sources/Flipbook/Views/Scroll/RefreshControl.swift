import FlipbookDisplayList

/// A refreshable scroll view's pull to refresh, as iOS's refresh control behaves, kept with the
/// scroll position: pulled (`Pull`), the content comes down with the finger and the spinner's
/// spokes appear one by one above it; once pulled `fullPull` down (every spoke showing) it starts
/// refreshing, the finger still down: the spinner turns and the refresh action runs as a scene
/// task. Lifted, the content settles `height` below the top while the action runs (or back to the
/// top after a pull too short to refresh); when the action returns, it settles back to the top,
/// the spinner shrinking with the band. The content moves by a negative scroll offset, so taps and
/// scroll targets follow it.
@MainActor
final class RefreshControl {
    enum Phase: Equatable {
        case idle
        /// The finger holds the content this far down.
        case pulling(CGFloat)
        /// The action runs; the finger still holds the content this far down (nil once lifted).
        case refreshing(held: CGFloat?)
    }

    /// The band the spinner holds above the content while the action runs.
    static let height: CGFloat = 60
    /// How far the content is pulled for the spinner's eight spokes to show and the refresh to start.
    static let fullPull: CGFloat = 60
    /// How the content settles on lifting and after the action.
    static let settle = Animation.spring(duration: 0.4, bounce: 0)

    private(set) var phase = Phase.idle
    /// The environment's action, from the latest resolve.
    var action: RefreshAction
    /// The spinner's colour, from the latest resolve.
    var color: RGBAColor
    private var task: Task<Void, Never>?

    init(action: RefreshAction, color: RGBAColor) {
        self.action = action
        self.color = color
    }

    /// How far above the top the scroll offset may go now.
    var inset: CGFloat {
        switch phase {
        case .idle: 0
        case .pulling(let distance): distance
        case .refreshing(let held): held ?? Self.height
        }
    }

    var isRefreshing: Bool {
        if case .refreshing = phase { return true }
        return false
    }

    /// Whether a finger holds the content down without a refresh having started.
    var isPulling: Bool {
        if case .pulling = phase { return true }
        return false
    }

    /// Holds the content `distance` down under the finger (no animation: it follows the finger),
    /// starting the refresh the first time the pull reaches `fullPull`; a pull back to the top ends it.
    func pull(_ position: ScrollOffsetState, to distance: CGFloat, graph: ViewGraph) {
        switch phase {
        case .refreshing: phase = .refreshing(held: distance)
        case .idle, .pulling:
            phase = distance > 0 ? .pulling(distance) : .idle
            if distance >= Self.fullPull { start(position, held: distance, graph: graph) }
        }
        position.requested.y = -distance
        graph.willChangeLayout()
    }

    /// The action starts while the finger holds the content `held` down.
    private func start(_ position: ScrollOffsetState, held: CGFloat, graph: ViewGraph) {
        phase = .refreshing(held: held)
        let action = action
        task?.cancel()
        task = graph.tasks.start(priority: .userInitiated) { @MainActor [weak self, weak position, weak graph] in
            await action()
            guard let self, let position, let graph else { return }
            self.end(position, graph: graph)
        }
    }

    /// The finger lifts: the content settles to the spinner's band while the action runs, or back
    /// to the top.
    func lift(_ position: ScrollOffsetState, graph: ViewGraph) {
        withAnimation(Self.settle) {
            if isRefreshing {
                phase = .refreshing(held: nil)
                position.requested.y = -Self.height
            } else {
                phase = .idle
                position.requested.y = 0
            }
            graph.willChangeLayout()
        }
    }

    /// The action returned: the content settles back to the top (stays under a finger still down).
    private func end(_ position: ScrollOffsetState, graph: ViewGraph) {
        task = nil
        if case .refreshing(let held?) = phase {
            phase = .pulling(held)
            return
        }
        withAnimation(Self.settle) {
            phase = .idle
            position.requested.y = 0
            graph.willChangeLayout()
        }
    }

    /// Whether the spinner turns or the content rests pulled down (the scroll view draws each frame).
    var isShowing: Bool { phase != .idle }

    /// The spinner in the `gap` between the top of `frame` and the content at `time`: centred in
    /// the band the gap opens (at most `height`); while pulled, as many spokes as the pull has
    /// earned, still; once lifted, turning; after the action, turning and shrinking with the gap.
    func spinner(in frame: CGRect, gap: CGFloat, at time: Double) -> [DisplayItem] {
        guard gap > 0 else { return [] }
        let band = min(gap, Self.height)
        let center = CGPoint(x: frame.midX, y: frame.minY + band / 2)
        switch phase {
        case .pulling:
            let count = Int((CGFloat(SpinnerElement.spokeCount) * gap / Self.fullPull).rounded(.up))
            return SpinnerElement.spokes(around: center, color: color, turning: nil, count: count)
        case .refreshing:
            return SpinnerElement.spokes(around: center, color: color, turning: time)
        case .idle:
            return SpinnerElement.spokes(around: center, color: color, turning: time, scale: band / Self.height)
        }
    }
}
