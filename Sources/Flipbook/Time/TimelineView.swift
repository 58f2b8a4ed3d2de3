import Observation

/// A view whose content is rebuilt at the dates of a schedule, with the date of the entry it
/// shows: on the scene's clock (`FlipbookScene.date` plus the frame's time), so frames are the
/// same on every run.
///
///     TimelineView(.periodic(from: .now, by: 1)) { context in
///         Text(context.date, style: .time)
///     }
///
/// Its content is evaluated when the schedule's next date is reached (or its parent gives it new
/// inputs), not on every frame: `.animation` reaches a date on every frame of the scene (at most
/// every `minimumInterval`), `.periodic` every `interval`, `.everyMinute` at each minute. A
/// periodic schedule from `.now` read in the scene starts at the scene's date then; one from the
/// real clock's `.now` (within ten minutes of it: a view made outside the scene, in a test) starts
/// when the view appears in the scene instead.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// A view showing `content` at each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public typealias Body = Never

    /// What a timeline view's content is built with.
    public struct Context {
        /// The date of the schedule's entry being shown (on the scene's clock).
        public let date: Date
        /// How often the view updates: `.live` in Flipbook.
        public let cadence: Cadence

        /// How often a timeline view updates.
        public enum Cadence: Comparable, Sendable {
            case live
            case seconds
            case minutes
        }
    }

    func resolve(in context: ResolveContext) -> [Element] {
        let record = context.owner.child(at: context.id, type: ObjectIdentifier(Self.self))
        let needsContent = record.isDirty || context.inputsChanged || record.body == nil
        // Claimed in every update that reaches the view, so the cursor (and its timer) lives on.
        let cursor = context.persistentState[.timeline] ?? TimelineCursor(appearedAt: context.graph.time)
        context.persistentState[.timeline] = cursor
        if !needsContent, !record.hasDirtyDescendant { return record.elements }
        if needsContent {
            let date = cursor.advance(schedule, record: record, in: context)
            context.graph.bodyEvaluationCount += 1
            record.body = withObservationTracking {
                content(TimelineViewDefaultContext(date: date, cadence: .live))
            } onChange: { [weak graph = context.graph, weak record] in
                MainActor.assumeIsolated {
                    guard let graph, let record else { return }
                    graph.willChangeState(of: record)
                }
            }
        }
        var inner = context
        inner.owner = record
        inner.id = context.id.appending(.content)
        inner.inputsChanged = needsContent
        inner.isFresh = needsContent
        record.beginResolve()
        defer { record.endResolve() }
        record.elements = inner.resolve(record.body!)
        return record.elements
    }
}

/// The context every timeline view's content closure gets, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension PersistentKey {
    /// Where a timeline view stands in its schedule.
    fileprivate static var timeline: PersistentKey<TimelineCursor> { "timeline" }
}
