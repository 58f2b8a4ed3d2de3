import Dispatch
import Foundation

/// A scheduler that runs actions on the scene's clock in a scene and on the main queue elsewhere
/// (see `SceneSchedulerTime`): what `RunLoop.main` and any `DispatchQueue` are to a pipeline here,
/// as in `debounce(for: .milliseconds(300), scheduler: RunLoop.main)` (a scene's views and actions
/// run on the main actor, whichever queue is named).
public protocol SceneClockScheduler: Scheduler where SchedulerTimeType == SceneSchedulerTime, SchedulerOptions == Never {}

extension SceneClockScheduler {
    public var now: SceneSchedulerTime { SceneSchedulerTime(seconds: SceneClock.now()) }
    public var minimumTolerance: SceneSchedulerTime.Stride { 0 }

    public func schedule(options: Never?, _ action: @escaping () -> Void) { SceneClock.schedule(at: SceneClock.now(), action) }

    public func schedule(after date: SceneSchedulerTime, tolerance: SceneSchedulerTime.Stride, options: Never?,
                         _ action: @escaping () -> Void) {
        SceneClock.schedule(at: date.seconds, action)
    }
}

extension RunLoop: SceneClockScheduler {}
extension DispatchQueue: SceneClockScheduler {}
