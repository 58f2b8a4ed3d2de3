import Dispatch

/// A deadline for `DispatchQueue.asyncAfter(deadline:execute:)` written `.now() + seconds`: on the
/// scene's clock when made in a scene's action or task, on the dispatch clock elsewhere. A file
/// that imports Flipbook resolves `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }` to
/// Flipbook's `asyncAfter`, which takes this deadline, so the work runs at exactly that scene time.
/// (`DispatchTime.now()` written out, or a `DispatchWorkItem`, still reach Dispatch itself, on
/// the wall clock: use `.now()` as above, or `afterDelay(_:perform:)`.)
public struct SceneDeadline: Sendable {
    /// The scene time, in a scene.
    let sceneTime: Double?
    /// The dispatch time, outside scenes.
    let dispatchTime: DispatchTime

    /// Now: the scene's time in a scene's action or task, `DispatchTime.now()` elsewhere.
    public static func now() -> SceneDeadline {
        SceneDeadline(sceneTime: SceneTasks.currentTime(), dispatchTime: DispatchTime.now())
    }

    /// `seconds` later.
    public static func + (deadline: SceneDeadline, seconds: Double) -> SceneDeadline {
        SceneDeadline(sceneTime: deadline.sceneTime.map { $0 + seconds }, dispatchTime: deadline.dispatchTime + seconds)
    }

    /// `interval` later.
    public static func + (deadline: SceneDeadline, interval: DispatchTimeInterval) -> SceneDeadline {
        let seconds: Double
        switch interval {
        case let .seconds(value): seconds = Double(value)
        case let .milliseconds(value): seconds = Double(value) / 1e3
        case let .microseconds(value): seconds = Double(value) / 1e6
        case let .nanoseconds(value): seconds = Double(value) / 1e9
        case .never: seconds = .infinity
        @unknown default: seconds = .infinity
        }
        return SceneDeadline(sceneTime: deadline.sceneTime.map { $0 + seconds }, dispatchTime: deadline.dispatchTime + interval)
    }
}

extension DispatchQueue {
    /// Runs `work` on the main actor at `deadline`: at that scene time when the deadline was made
    /// in a scene (see `SceneDeadline`), on the main queue at that dispatch time elsewhere.
    public func asyncAfter(deadline: SceneDeadline, execute work: @escaping @MainActor @Sendable () -> Void) {
        if let time = deadline.sceneTime, SceneTasks.currentTime() != nil {
            guard time.isFinite else { return }  // `.never`
            MainActor.assumeIsolated { SceneTasks.ofCurrentAction()?.schedule(at: time, work) }
        } else {
            DispatchQueue.main.asyncAfter(deadline: deadline.dispatchTime, execute: DispatchWorkItem { MainActor.assumeIsolated(work) })
        }
    }

    /// Runs `work` after the code that sends it, as `DispatchQueue.async(execute:)` does. In a
    /// scene's action or task it runs on the scene's clock, whatever the queue: on the main actor
    /// once that action (and the update it commits) is done, at the same scene time — so
    /// `DispatchQueue.main.async { … }` and `DispatchQueue.global().async { load(); DispatchQueue.main.async { show() } }`
    /// change the frame the action changes, on every run. Elsewhere it goes to this queue.
    /// (Calls that pass `group:`, `qos:`, `flags:` or a `DispatchWorkItem` reach Dispatch itself.)
    public func async(execute work: @escaping @Sendable () -> Void) {
        if let tasks = SceneTasks.ofCurrentAction() {
            MainActor.assumeIsolated { tasks.dispatch(work) }
        } else {
            async(execute: DispatchWorkItem(block: work))
        }
    }
}
