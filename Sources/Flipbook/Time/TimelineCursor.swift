/// Where a timeline view stands in its schedule: the entry it shows at the scene's time, and the
/// delayed action that brings it to the next entry.
@MainActor
final class TimelineCursor {
    /// The scene time at which the view appeared (its schedule's entries start from then).
    let appearedAt: Double
    /// The entry shown last (a paused animation schedule keeps showing it).
    private var shown: Date?
    /// The scene time of the delayed action already waiting for the next entry.
    private var scheduledTime: Double?

    /// How many entries a schedule may list before the one shown; past that the scene fails
    /// rather than iterating on (a custom schedule starting long before the scene's date).
    static let entryLimit = 100_000
    /// Entries at most this far after a time count as reached by it (dates lose precision far
    /// from their reference date).
    static let tolerance = 1e-6

    init(appearedAt: Double) { self.appearedAt = appearedAt }

    /// The date to show now, with the update at the next entry scheduled.
    func advance<Schedule: TimelineSchedule>(_ schedule: Schedule, record: CompositeRecord, in context: ResolveContext) -> Date {
        let graph = context.graph
        let start = context.environment.sceneStartDate
        let now = graph.time
        let (date, next) = position(of: schedule, start: start, now: now, graph: graph)
        shown = date
        if let next, next != scheduledTime {
            scheduledTime = next
            graph.actions.schedule(at: next) { [weak self, weak record, weak graph] in
                guard let self, let record, let graph, self.scheduledTime == next else { return }
                self.scheduledTime = nil
                graph.willChangeState(of: record)
            }
        }
        return date
    }

    /// Whether `date` is the real clock's now (within ten minutes): `.now` read by a view made
    /// outside the scene. (`.now` read in the scene is the scene's date, right as it is.)
    private static func isRealNow(_ date: Date) -> Bool {
        abs(date.timeIntervalSince(SceneWallClock.realDate())) < 600
    }

    /// The scene time of the update showing the entry `time` seconds after the scene's start: the
    /// entry's time to the microsecond (dates near the scene's are only that precise), or the
    /// frame that shows it if that comes first — so `Date.now` read then is the entry's date, not a
    /// hair before it (a countdown rounding up would show a second too many).
    private static func updateTime(ofEntryAt time: Double, fps: Double) -> Double {
        min((time * 1e6).rounded() / 1e6, ((time - tolerance) * fps).rounded(.up) / fps)
    }

    /// The entry shown at scene time `now` and the scene time of the next one (nil for none).
    private func position<Schedule: TimelineSchedule>(of schedule: Schedule, start: Date, now: Double,
                                                      graph: ViewGraph) -> (Date, Double?) {
        let nowDate = start + now
        if let animation = schedule as? AnimationTimelineSchedule {
            guard !animation.paused else { return (shown ?? nowDate, nil) }
            // On the scene's frames: the first frame at least `minimumInterval` after this one.
            let fps = graph.frameRate
            let target = now + max(animation.minimumInterval ?? 0, 1 / fps)
            return (nowDate, ((target * fps) - Self.tolerance).rounded(.up) / fps)
        }
        let appeared = start + appearedAt
        if let periodic = schedule as? PeriodicTimelineSchedule, !(periodic.interval > 0) {
            graph.report(.unsupportedTime("TimelineView: .periodic(from:by:) needs an interval above 0 seconds (got \(periodic.interval))"))
            return (nowDate, nil)
        }
        var entries: AnyIterator<Date>
        if let periodic = schedule as? PeriodicTimelineSchedule, Self.isRealNow(periodic.startDate) {
            entries = AnyIterator(PeriodicTimelineSchedule(from: appeared, by: periodic.interval).entries(from: appeared, mode: .normal))
        } else {
            entries = AnyIterator(schedule.entries(from: appeared, mode: .normal).makeIterator())
        }
        var current: Date?
        for _ in 0..<Self.entryLimit {
            guard let entry = entries.next() else { return (current ?? nowDate, nil) }
            let time = entry.timeIntervalSince(start)
            guard time - Self.tolerance <= now else { return (current ?? nowDate, Self.updateTime(ofEntryAt: time, fps: graph.frameRate)) }
            current = entry
        }
        graph.report(.unsupportedTime("TimelineView: its \(Schedule.self) lists more than \(Self.entryLimit) dates before "
            + "the scene's date \(nowDate): start the schedule's entries near FlipbookScene.date"))
        return (current ?? nowDate, nil)
    }
}
