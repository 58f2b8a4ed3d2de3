/// The actions a graph runs on its own, each as a change of its own: those an update queued
/// (`onAppear`, `onDisappear`, `onChange`), run once it is done, and delayed ones (`afterDelay`),
/// run at their exact scene time.
@MainActor
final class SceneActions {
    private var queued: [@MainActor () -> Void] = []
    /// By scene time, in the order they were scheduled.
    private var timers: [(time: Double, order: Int, action: @MainActor () -> Void)] = []
    private var timerOrder = 0

    /// Runs `action` once the current update is done.
    func enqueue(_ action: @escaping @MainActor () -> Void) { queued.append(action) }

    /// The actions queued so far, in order; the queue starts anew.
    func takeQueued() -> [@MainActor () -> Void] {
        defer { queued.removeAll() }
        return queued
    }

    var hasQueued: Bool { !queued.isEmpty }

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
