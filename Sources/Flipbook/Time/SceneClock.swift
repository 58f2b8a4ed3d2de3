import Dispatch

/// The clock a Combine scheduler (`RunLoop.main`, `DispatchQueue.main`) keeps: the scene's, for
/// code running in a scene's action or task or making a view's `@StateObject`, so a `debounce`
/// set up in a view model's initializer and fed by a script's typing delivers at exact scene
/// times. Elsewhere (no scene runs the code) it is the dispatch clock, as with Combine.
enum SceneClock {
    /// The graph making a `@StateObject`'s object now, if any.
    nonisolated static let creatingObject = TaskLocal<ViewGraph?>(wrappedValue: nil)

    /// The graph whose clock the running code is on, if any.
    nonisolated static func graph() -> ViewGraph? {
        if let tasks = SceneTasks.ofCurrentAction() { return MainActor.assumeIsolated { tasks.graph } }
        return creatingObject.get()
    }

    /// Now, in seconds: the scene's time in a scene, the dispatch clock's elsewhere.
    nonisolated static func now() -> Double {
        if let graph = graph() { return MainActor.assumeIsolated { graph.time } }
        return Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// Runs `action` at `time` (on `now()`'s clock; at once if that has passed): a delayed action
    /// of the scene in a scene, at `time` to the nanosecond (so 1.1 s + 0.3 s is the frame at
    /// 1.4 s, not one just after it), on the main queue elsewhere.
    nonisolated static func schedule(at time: Double, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        if let graph = graph() {
            let time = (time * 1e9).rounded() / 1e9
            MainActor.assumeIsolated { graph.actions.schedule(at: max(time, graph.time)) { action() } }
        } else {
            let delay = max(0, time - now())
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + delay) { action() }
        }
    }
}
