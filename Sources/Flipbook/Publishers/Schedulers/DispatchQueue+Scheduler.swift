import Dispatch

/// A dispatch queue as a scheduler (`receive(on: DispatchQueue.main)`): on the scene's clock in a
/// scene, on the main queue elsewhere, whichever queue it is (a scene's views and actions run on
/// the main actor; see `SceneSchedulerTime`).
extension DispatchQueue: Scheduler {
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
