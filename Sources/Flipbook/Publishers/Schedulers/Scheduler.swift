/// Where and when a time operator (`debounce`, `throttle`, `delay`, `receive(on:)`) delivers
/// values, as Combine's schedulers do: `RunLoop.main` and `DispatchQueue.main` (any queue) here,
/// both on the scene's clock in a scene (see `SceneSchedulerTime`). Flipbook's protocol has what
/// the operators need — the time now and running an action now or at a time — not Combine's
/// repeating `schedule(after:interval:)`.
public protocol Scheduler<SchedulerTimeType> {
    /// A point in the scheduler's time; its `Stride` is what `.milliseconds(300)` makes.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options for an action (none for the schedulers here: `Never`).
    associatedtype SchedulerOptions

    /// The scheduler's time now.
    var now: SchedulerTimeType { get }
    /// How late an action may run at least (zero here: actions run at their exact times).
    var minimumTolerance: SchedulerTimeType.Stride { get }
    /// Runs `action` as soon as possible, after the code running now.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` (as soon as possible if that has passed).
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Runs `action` as soon as possible, after the code running now.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    /// Runs `action` at `date`.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }
}

/// A scheduler's stride written as real code writes it: `.milliseconds(300)`, `.seconds(1)`.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}
