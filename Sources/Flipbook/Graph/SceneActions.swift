/// The actions a graph runs on its own, each as a change of its own: those an update queued
/// (`onAppear`, `onDisappear`, `onChange`), run once it is done, work sent to a dispatch queue
/// (`DispatchQueue.main.async`), run once the action that sent it is done, and delayed ones
/// (`afterDelay`), run at their exact scene time.
@MainActor
final class SceneActions {
    private var queued: [@MainActor () -> Void] = []
    /// Work sent to a dispatch queue by the running action, in the order sent.
    private var dispatched: [@MainActor () -> Void] = []
    /// By scene time, in the order they were scheduled.
    private var timers: [(time: Double, order: Int, action: @MainActor () -> Void)] = []
    private var timerOrder = 0
    /// How deeply runs of queued actions are nested now: an action's own `withTransaction` block
    /// commits its changes, which runs the actions they queue at once.
    private var depth = 0
    /// The views whose state queued actions changed, since the outermost run began.
    private(set) var changed: [CompositeRecord] = []

    /// Runs `action` once the current update is done.
    func enqueue(_ action: @escaping @MainActor () -> Void) { queued.append(action) }

    /// The actions queued so far, in order; the queue starts anew.
    func takeQueued() -> [@MainActor () -> Void] {
        defer { queued.removeAll() }
        return queued
    }

    var hasQueued: Bool { !queued.isEmpty }

    /// Runs `work` once the running action, and the update it commits, are done.
    func dispatch(_ work: @escaping @MainActor () -> Void) { dispatched.append(work) }

    /// The work dispatched so far, in order; the queue starts anew.
    func takeDispatched() -> [@MainActor () -> Void] {
        defer { dispatched.removeAll() }
        return dispatched
    }

    /// Starts a run of queued actions; false when runs are nested too deeply (they never settle).
    func enterRun() -> Bool {
        if depth == 0 { changed.removeAll() }
        guard depth < ViewGraph.roundLimit else { return false }
        depth += 1
        return true
    }

    func leaveRun() { depth -= 1 }

    /// Notes a state change, naming the views that keep changing if runs never settle.
    func noteChange(of record: CompositeRecord) {
        if depth > 0, !changed.contains(where: { $0 === record }) { changed.append(record) }
    }

    /// Runs `action` at scene time `time`.
    func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
        timerOrder += 1
        timers.append((time, timerOrder, action))
    }

    /// The time of the earliest delayed action, if any.
    var nextTimerTime: Double? { timers.map(\.time).min() }

    /// Removes and returns the earliest delayed action due by `time` (the first scheduled among equals).
    func takeTimer(dueBy time: Double) -> (time: Double, action: @MainActor () -> Void)? {
        guard let next = timers.indices.min(by: { (timers[$0].time, timers[$0].order) < (timers[$1].time, timers[$1].order) }),
              timers[next].time <= time else { return nil }
        let timer = timers.remove(at: next)
        return (timer.time, timer.action)
    }
}

extension ViewGraph {
    /// Runs `action` `seconds` of scene time from now (`afterDelay`).
    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
        actions.schedule(at: time + max(0, seconds.isFinite ? seconds : 0), action)
    }

    /// The time of the earliest delayed action, if any.
    public var nextTimerTime: Double? { actions.nextTimerTime }

    /// Runs the delayed actions due by `time`, each at its own time, in order.
    public func runTimers(through time: Double) {
        while let timer = actions.takeTimer(dueBy: time) { perform(at: timer.time, timer.action) }
    }

    /// Runs the actions queued by the last update (appearances, changes), outside any
    /// transaction scope, each batch then committed as an update of its own.
    func runQueuedActions() {
        guard actions.enterRun() else { return dropQueuedActions() }
        defer { actions.leaveRun() }
        for _ in 0..<Self.roundLimit where actions.hasQueued {
            let queued = actions.takeQueued()
            ActionScope.runOutsideTransactions(in: self) {
                for action in queued { action() }
                tasks.run()
                if pending.hasChanges, !isUpdating { update(pending.transaction) }
            }
        }
        if actions.hasQueued { dropQueuedActions() }
    }

    /// Runs the work the last action or update sent to a dispatch queue, as the main queue runs it
    /// once the action is done: at the same scene time, each item an action of its own; work an
    /// item sends in turn runs after it (up to `roundLimit` rounds; later rounds wait for the
    /// graph's next action or update).
    func runDispatchedWork() {
        for _ in 0..<Self.roundLimit {
            let work = actions.takeDispatched()
            if work.isEmpty { return }
            for item in work {
                ActionScope.run(in: self) {
                    item()
                    tasks.run()
                    commitPendingChanges()
                }
            }
        }
    }

    /// Drops actions that keep queueing more, naming the views they keep changing.
    private func dropQueuedActions() {
        _ = actions.takeQueued()
        report(.endlessUpdate(views: actions.changed.map(\.viewName)))
    }
}
