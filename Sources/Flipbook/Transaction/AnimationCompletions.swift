import FlipbookAnimation

/// The completion handlers a transaction carries (`withAnimation(_:completionCriteria:_:completion:)`,
/// `Transaction.addAnimationCompletion`), each run once, as an action of its own, at the scene time
/// when every animation the transaction started has completed by its criteria: logically complete
/// (a spring close enough to rest, a curve at its end) or removed (nothing of it shows any more).
/// A transaction that animates nothing runs them at the time of its update; one whose animation
/// never ends (repeating forever) never runs them, as in SwiftUI.
@MainActor
final class AnimationCompletions {
    private var handlers: [(criteria: AnimationCompletionCriteria, action: @MainActor () -> Void)] = []
    /// When the animations started so far complete, by criteria.
    private var ends: [AnimationCompletionCriteria: Double] = [:]
    private var isScheduled = false
    /// Completion times already found (every leaf of a change usually shares one animation).
    private var durations: [Key: Double] = [:]
    private struct Key: Hashable {
        let animation: Animation
        let criteria: AnimationCompletionCriteria
    }
    private weak var graph: ViewGraph?

    func add(_ criteria: AnimationCompletionCriteria, _ action: @escaping @MainActor () -> Void) {
        handlers.append((criteria, action))
    }

    /// An animation of this transaction started at `time` (in `graph`).
    func started(_ animation: Animation, at time: Double, in graph: ViewGraph) {
        self.graph = graph
        for criteria in [AnimationCompletionCriteria.logicallyComplete, .removed] {
            let duration = durations[Key(animation: animation, criteria: criteria)] ?? animation.completionTime(criteria)
            durations[Key(animation: animation, criteria: criteria)] = duration
            ends[criteria] = max(ends[criteria] ?? time, time + duration)
        }
        schedule()
    }

    /// The transaction's update is done (its `withTransaction` block has committed): with no
    /// animation started, the handlers run at this scene time.
    func updateFinished(in graph: ViewGraph) {
        guard !isScheduled else { return }
        isScheduled = true
        for (_, action) in handlers { graph.actions.schedule(at: graph.time, action) }
        handlers.removeAll()
    }

    /// Once the update that started the animations is done (every animation of it noted), each
    /// handler waits for its criteria's end.
    private func schedule() {
        guard !isScheduled, let graph else { return }
        isScheduled = true
        graph.actions.enqueue { [self] in
            for (criteria, action) in handlers {
                guard let end = ends[criteria], end.isFinite else { continue }
                graph.actions.schedule(at: max(end, graph.time), action)
            }
            handlers.removeAll()
        }
    }
}

extension Transaction {
    /// The completion handlers this transaction carries, if any.
    var animationCompletions: AnimationCompletions? {
        get { self[AnimationCompletionsKey.self] }
        set { self[AnimationCompletionsKey.self] = newValue }
    }

    /// Adds `completion`, run once every animation of this transaction has completed by `criteria`
    /// (at that scene time).
    @MainActor
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping @MainActor () -> Void) {
        let completions = animationCompletions ?? AnimationCompletions()
        completions.add(criteria, completion)
        animationCompletions = completions
    }
}

private enum AnimationCompletionsKey: TransactionKey {
    static var defaultValue: AnimationCompletions? { nil }
}

extension Animation {
    /// The time from its start at which this animation completes by `criteria`, on a 1/600 s grid
    /// (a frame time at 60, 120 or 30 fps is on it); infinite for one still running after a minute.
    /// A curve shows its end value at its duration and is gone just after: it completes at its duration.
    func completionTime(_ criteria: AnimationCompletionCriteria) -> Double {
        var context = AnimationContext<Double>()
        var isAtEnd = false
        for step in 0...36_000 {
            let time = Double(step) / 600
            guard let value = animate(value: 1.0, time: time, context: &context) else {
                return isAtEnd ? Double(step - 1) / 600 : time
            }
            if criteria == .logicallyComplete && context.isLogicallyComplete { return time }
            isAtEnd = abs(value - 1) < 1e-9
        }
        return .infinity
    }
}
