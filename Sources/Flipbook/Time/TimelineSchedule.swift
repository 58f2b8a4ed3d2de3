/// A sequence of dates at which a `TimelineView` updates its content.
///
/// Flipbook's dates are the scene's clock (`FlipbookScene.date` plus the frame's time), so a
/// timeline renders the same frames on every run.
public protocol TimelineSchedule {
    /// The sequence of dates a schedule produces.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The schedule's dates from `startDate` (when the timeline view appeared) on, ascending.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update: `.normal` always in Flipbook (no always-on display).
public enum TimelineScheduleMode: Sendable, Hashable {
    case normal
    case lowFrequency
}

/// Updates at `startDate` and every `interval` seconds after it.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// A schedule of dates `interval` seconds apart from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: self.startDate, interval: interval)
    }

    /// The dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        public mutating func next() -> Date? {
            defer { upcoming += interval }
            return upcoming
        }
    }
}

/// Updates at the start of every minute: its first entry is the start of the minute in which the
/// timeline view appeared.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: Date(timeIntervalSinceReferenceDate: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60))
    }

    /// The dates of an every-minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        public mutating func next() -> Date? {
            defer { upcoming += 60 }
            return upcoming
        }
    }
}

/// Updates on every frame (no more often than `minimumInterval` when one is given), until paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule that updates every frame, at most every `minimumInterval` seconds, and not at
    /// all while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Entries `minimumInterval` apart (1/60 s without one); none while paused. A timeline view
    /// in a scene updates on the scene's frames instead.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: paused ? nil : startDate, interval: minimumInterval ?? 1.0 / 60)
    }

    /// The dates of an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.map { $0 + interval } }
            return upcoming
        }
    }
}

/// Updates at the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule of `dates`, ascending.
    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates at `startDate` and every `interval` seconds after it.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates on every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates on every frame, at most every `minimumInterval` seconds, and not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// Updates at the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
