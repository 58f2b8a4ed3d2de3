/// `Task.sleep` and `Task { }` on the scene's clock. A file that imports Flipbook calls these
/// rather than the standard library's (declarations of a module shadow those of the standard
/// library it imports): in a scene task a sleep waits for scene time, and `Task { }` started by a
/// scene's action runs as a scene task. Anywhere else they do what the standard library does.
extension Task where Success == Never, Failure == Never {
    /// Suspends the task for `duration`: scene time in a scene task, the continuous clock elsewhere.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        let (seconds, attoseconds) = duration.components
        try await sleep(seconds: Double(seconds) + Double(attoseconds) / 1e18) {
            try await Task.sleep(until: .now + duration, tolerance: tolerance, clock: ContinuousClock())
        }
    }

    /// Suspends the task for `duration` nanoseconds: scene time in a scene task, the continuous
    /// clock elsewhere.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(seconds: Double(duration) / 1e9) {
            try await Task.sleep(until: .now + .nanoseconds(duration), clock: ContinuousClock())
        }
    }

    private static func sleep(seconds: Double, elsewhere: () async throws -> Void) async throws {
        guard let tasks = SceneTasks.current.get() else { return try await elsewhere() }
        let sleeper = SceneSleeper()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                sleeper.wait(with: continuation)
                MainActor.assumeIsolated {
                    guard let graph = tasks.graph else { return sleeper.wake() }
                    graph.schedule(after: seconds.isFinite ? max(0, seconds) : 0) { sleeper.wake() }
                }
            }
        } onCancel: {
            sleeper.cancel()
        }
    }
}

extension Task where Failure == Never {
    /// Runs `operation` as a new top-level task; started by a scene's action, it is a scene task
    /// (its sleeps wait for scene time).
    @discardableResult
    public init(priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) {
        if let tasks = SceneTasks.ofCurrentAction() {
            self = MainActor.assumeIsolated { tasks.start(priority: priority, operation) }
        } else {
            self.init(executorPreference: nil, priority: priority, operation: operation)
        }
    }
}

extension Task where Failure == any Error {
    /// Runs the throwing `operation` as a new top-level task; started by a scene's action, it is
    /// a scene task (its sleeps wait for scene time).
    @discardableResult
    public init(priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success) {
        if let tasks = SceneTasks.ofCurrentAction() {
            self = MainActor.assumeIsolated { tasks.start(priority: priority, operation) }
        } else {
            self.init(executorPreference: nil, priority: priority, operation: operation)
        }
    }
}
