import Synchronization

/// The tasks a scene runs (`.task { }`, and `Task { }` started by its actions), run on the
/// scene's clock: their jobs go to `SceneTaskExecutor` and the graph runs them on the main thread,
/// as main-actor code, at the points it chooses — after the action or timer that resumed them,
/// before the update that action commits. A `Task.sleep` in them waits for a delayed action at its
/// scene time, so a task that sleeps one second changes its state at exactly t + 1 s.
@MainActor
final class SceneTasks {
    let executor = SceneTaskExecutor()
    weak var graph: ViewGraph?
    /// What the scene's `http(s):` requests are answered with, if the scene has sample responses.
    var sampleResponses: SampleResponses?

    /// The scene tasks of the running task, if it is one.
    nonisolated static let current = TaskLocal<SceneTasks?>(wrappedValue: nil)

    /// The scene tasks of the graph whose action or task runs now, if any. (Found through task
    /// locals, which only the graph's actions and scene tasks set, and which run on the main
    /// actor; not through `Thread.isMainThread`, which is false on the main actor when the main
    /// queue is drained by a worker thread, as under `dispatchMain()` on Linux.)
    nonisolated static func ofCurrentAction() -> SceneTasks? {
        guard current.get() != nil || ActionScope.current.get() != nil else { return nil }
        return MainActor.assumeIsolated { current.get() ?? ActionScope.current.get()?.graph?.tasks }
    }

    /// The scene time of the graph whose action or task runs now, if any.
    nonisolated static func currentTime() -> Double? {
        guard let tasks = ofCurrentAction() else { return nil }
        return MainActor.assumeIsolated { tasks.graph?.time }
    }

    /// Runs `work` at scene time `time` (now, if that has passed), as a delayed action.
    func schedule(at time: Double, _ work: @escaping @MainActor () -> Void) {
        guard let graph else { return }
        graph.actions.schedule(at: max(time, graph.time), work)
    }

    /// Runs `work` once the running action, and the update it commits, are done, at the same scene time.
    func dispatch(_ work: @escaping @MainActor () -> Void) { graph?.actions.dispatch(work) }

    /// Starts `operation` as a scene task; it runs when the graph next runs its tasks.
    func start<Success: Sendable>(priority: TaskPriority?, _ operation: sending @escaping @isolated(any) () async -> Success)
        -> Task<Success, Never> {
        let scope = ActionScope(graph: graph)
        return Task(executorPreference: executor, priority: priority) {
            await Self.current.withValue(self) { await ActionScope.current.withValue(scope) { await operation() } }
        }
    }

    /// Starts a throwing `operation` as a scene task; it runs when the graph next runs its tasks.
    func start<Success: Sendable>(priority: TaskPriority?, _ operation: sending @escaping @isolated(any) () async throws -> Success)
        -> Task<Success, any Error> {
        let scope = ActionScope(graph: graph)
        return Task(executorPreference: executor, priority: priority) {
            try await Self.current.withValue(self) { try await ActionScope.current.withValue(scope) { try await operation() } }
        }
    }

    /// Runs the jobs waiting for the scene's tasks (and those they enqueue) until none is left.
    func run() {
        while let job = executor.next() {
            job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: executor.asUnownedTaskExecutor())
        }
    }
}

/// Where scene tasks' jobs wait until the graph runs them (in the order they were enqueued).
final class SceneTaskExecutor: TaskExecutor {
    private let jobs = Mutex<[UnownedJob]>([])

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
    }

    func next() -> UnownedJob? {
        jobs.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
