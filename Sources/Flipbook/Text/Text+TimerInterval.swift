import Foundation

extension Text {
    /// A clock for the span `timerInterval`: counting down, the time left until its end
    /// ("7:59"); counting up, the time since its start. It stops at the span's ends, and at
    /// `pauseTime` when given. `showsHours: false` counts minutes past 59 ("75:00").
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        runs = [TextRun(.timerInterval(TimerInterval(range: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                                                     showsHours: showsHours)))]
    }
}

/// The span and settings of a `Text(timerInterval:)` or `ProgressView(timerInterval:)`, read at
/// a date of the scene's clock.
struct TimerInterval: Hashable, Sendable {
    let range: ClosedRange<Date>
    var pauseTime: Date?
    let countsDown: Bool
    var showsHours = true

    /// The seconds shown at `now`: left until the end counting down, gone since the start counting up.
    func seconds(at now: Date) -> TimeInterval {
        let clock = min(max(pauseTime ?? now, range.lowerBound), range.upperBound)
        return countsDown ? range.upperBound.timeIntervalSince(clock) : clock.timeIntervalSince(range.lowerBound)
    }

    /// The part of the span still to go (counting down) or gone (counting up) at `now`, 0…1.
    func fraction(at now: Date) -> Double {
        let length = range.upperBound.timeIntervalSince(range.lowerBound)
        return length > 0 ? seconds(at: now) / length : (countsDown ? 0 : 1)
    }

    /// The clock at `now`: whole seconds (a part-second gone is not shown, as a timer's text counts),
    /// "m:ss", or "h:mm:ss" from an hour when hours are shown.
    func text(at now: Date) -> String {
        let whole = Int(seconds(at: now).rounded(.down))
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        guard showsHours, whole >= 3600 else { return "\(whole / 60):\(two(whole % 60))" }
        return "\(whole / 3600):\(two(whole / 60 % 60)):\(two(whole % 60))"
    }
}
