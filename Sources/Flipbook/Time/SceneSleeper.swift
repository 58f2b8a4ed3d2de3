import Synchronization

/// One `Task.sleep` in a scene task: resumed once, by its delayed action (woken) or by the task's
/// cancellation (throwing `CancellationError`), whichever comes first.
final class SceneSleeper: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, any Error>?
        var isCancelled = false
    }
    private let state = Mutex(State())

    func wait(with continuation: CheckedContinuation<Void, any Error>) {
        let cancelled = state.withLock { state in
            if !state.isCancelled { state.continuation = continuation }
            return state.isCancelled
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
    }

    func wake() { state.withLock { $0.continuation.take() }?.resume() }

    func cancel() {
        state.withLock { state in
            state.isCancelled = true
            return state.continuation.take()
        }?.resume(throwing: CancellationError())
    }
}
