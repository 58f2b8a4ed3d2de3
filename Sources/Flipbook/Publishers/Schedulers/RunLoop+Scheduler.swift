import Foundation

/// `RunLoop.main` as a scheduler (`debounce(for: 0.3, scheduler: RunLoop.main)`): on the scene's
/// clock in a scene, on the main queue elsewhere (see `SceneSchedulerTime`).
extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = SceneSchedulerTime
    public typealias SchedulerOptions = Never

    public var now: SceneSchedulerTime { SceneSchedulerTime(seconds: SceneClock.now()) }
    public var minimumTolerance: SceneSchedulerTime.Stride { 0 }

    public func schedule(options: Never?, _ action: @escaping () -> Void) { SceneClock.schedule(at: SceneClock.now(), action) }

    public func schedule(after date: SceneSchedulerTime, tolerance: SceneSchedulerTime.Stride, options: Never?,
                         _ action: @escaping () -> Void) {
        SceneClock.schedule(at: date.seconds, action)
    }
}
