import CWallClock
import Foundation

/// The date `Date()` and `Date.now` give app code while a scene computes it: the scene's date
/// (`FlipbookScene.date`) plus the scene time being computed — the date a `TimelineView`'s
/// context and a `Timer.publish` tick carry — so a countdown written against `Date.now` counts
/// down as on a phone and every run draws the same frames. Only the thread running `reading`
/// sees it, only inside `reading` (see `wall_clock_swap`); monotonic clocks are untouched.
final class SceneWallClock {
    /// The date answered, as seconds since the reference date (read by the C side at each call).
    private let seconds = UnsafeMutablePointer<Double>.allocate(capacity: 1)

    init(date: Date) { seconds.initialize(to: date.timeIntervalSinceReferenceDate) }

    deinit { seconds.deallocate() }

    /// The date answered now.
    var date: Date {
        get { Date(timeIntervalSinceReferenceDate: seconds.pointee) }
        set { seconds.pointee = newValue.timeIntervalSinceReferenceDate }
    }

    /// The real clock's date, also on a thread computing a scene.
    static func realDate() -> Date {
        let scene = wall_clock_swap(nil)
        defer { wall_clock_swap(scene) }
        return Date()
    }

    /// Runs `body` with this clock as the calling thread's wall clock, then gives the thread back
    /// the clock it had (the real one, or that of a scene computing this one).
    func reading<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = wall_clock_swap(seconds)
        defer { wall_clock_swap(previous) }
        return try body()
    }
}
