import Testing
@testable import Flipbook
import FlipbookTestSupport

/// The dates a timeline's content was built with, as seconds after the scene's start date.
@MainActor
private final class TimelineLog {
    var seconds: [Double] = []
    var cadences: [TimelineViewDefaultContext.Cadence] = []
    func record(_ context: TimelineViewDefaultContext, start: Date) {
        seconds.append((context.date.timeIntervalSince(start) * 1e6).rounded() / 1e6)
        cadences.append(context.cadence)
    }
}

private struct TimelineProbe<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    let log: TimelineLog
    let start: Date
    var body: some View {
        TimelineView(schedule) { context in
            let _ = log.record(context, start: start)
            Color.red.frame(width: 10, height: 10)
        }
    }
}

@MainActor
@Suite struct TimelineViewTests {
    /// Runs a scene showing a timeline with `schedule` for `duration` seconds at `fps`, every frame
    /// asked for, and returns the dates its content was built with.
    private func run<Schedule: TimelineSchedule>(_ schedule: Schedule, duration: Double, fps: Int = 60,
                                                 date: Date = EnvironmentValues.defaultStartDate) throws -> TimelineLog {
        let log = TimelineLog()
        var scene = FlipbookScene("timeline", size: CGSize(width: 100, height: 100), fps: fps, duration: duration) {
            TimelineProbe(schedule: schedule, log: log, start: date)
        }
        scene.date = date
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        for frame in 0..<scene.frameCount { _ = try run.displayList(at: run.time(ofFrame: frame)) }
        return log
    }

    @Test func periodicContentIsBuiltOncePerEntry() throws {
        let start = EnvironmentValues.defaultStartDate
        let log = try run(.periodic(from: start, by: 1), duration: 3.5)
        #expect(log.seconds == [0, 1, 2, 3])
        #expect(log.cadences == [.live, .live, .live, .live])
    }

    @Test func periodicFromTheWallClockNowStartsWhenTheViewAppears() throws {
        let log = try run(.periodic(from: .now, by: 0.5), duration: 1.9)
        #expect(log.seconds == [0, 0.5, 1, 1.5])
    }

    @Test func animationScheduleUpdatesOnEveryFrame() throws {
        let log = try run(.animation, duration: 0.1, fps: 30)
        #expect(log.seconds == [0, 0.033333, 0.066667])
    }

    @Test func animationScheduleKeepsItsMinimumInterval() throws {
        let log = try run(.animation(minimumInterval: 0.1), duration: 0.35)
        #expect(log.seconds == [0, 0.1, 0.2, 0.3])
    }

    @Test func pausedAnimationScheduleNeverUpdates() throws {
        let log = try run(.animation(minimumInterval: nil, paused: true), duration: 0.5)
        #expect(log.seconds == [0])
    }

    @Test func everyMinuteStartsAtTheStartOfTheMinute() throws {
        // The scene's clock starts at 9:41:30: the first entry is 9:41:00, the next 9:42:00 at t = 30 s.
        let start = EnvironmentValues.defaultStartDate + 30
        let log = try run(.everyMinute, duration: 31, fps: 2, date: start)
        #expect(log.seconds == [-30, 30])
    }

    @Test func explicitDatesUpdateAtEachDate() throws {
        let start = EnvironmentValues.defaultStartDate
        let log = try run(.explicit([start + 0.25, start + 0.75]), duration: 1)
        #expect(log.seconds == [0, 0.25, 0.75])
    }

    @Test func aNonPositivePeriodFailsTheScene() throws {
        let log = TimelineLog()
        let scene = FlipbookScene("timeline", size: CGSize(width: 100, height: 100), duration: 1) {
            TimelineProbe(schedule: .periodic(from: .now, by: 0), log: log, start: .now)
        }
        #expect(throws: SceneError(message: "scene timeline: TimelineView: .periodic(from:by:) needs an interval above 0 seconds (got 0.0)")) {
            _ = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        }
    }
}
