import Foundation
import Testing
@testable import Flipbook
import FlipbookDisplayList
import FlipbookTestSupport

/// `Text(timerInterval:)` and `ProgressView(timerInterval:)` on the scene's clock.
@MainActor
@Suite struct TimerIntervalTextTests {
    private let start = EnvironmentValues.defaultStartDate

    /// The texts and the progress bar fill widths of a scene showing `content`, at `times`.
    private func run<V: View>(_ content: @escaping @MainActor @Sendable () -> V, at times: [Double]) throws -> [(texts: [String], fill: CGFloat?)] {
        let scene = FlipbookScene("timer", size: CGSize(width: 200, height: 200), duration: 10, content: content)
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        return try times.map { time in
            let list = try run.displayList(at: time)
            let shapes = list.flattened.filter { $0.kind == "shape" }
            return (list.allTexts.map(\.layout.string), shapes.count == 2 ? shapes[1].rect.width : nil)
        }
    }

    @Test func aTimerIntervalCountsDownTheTimeLeftInWholeSeconds() throws {
        let start = start
        let shown = try run({ Text(timerInterval: start...start.addingTimeInterval(480)) }, at: [0, 0.5, 1, 9.5])
        #expect(shown.map(\.texts) == [["8:00"], ["7:59"], ["7:59"], ["7:50"]])
    }

    @Test func countingUpPausingAndHours() {
        let span = start...start.addingTimeInterval(2 * 3600)
        let up = TimerInterval(range: span, countsDown: false)
        #expect(up.text(at: start.addingTimeInterval(65.9)) == "1:05")
        #expect(up.text(at: start.addingTimeInterval(-30)) == "0:00")          // before the span: its start
        #expect(TimerInterval(range: span, countsDown: true).text(at: start) == "2:00:00")
        #expect(TimerInterval(range: span, countsDown: true, showsHours: false).text(at: start.addingTimeInterval(30)) == "119:30")
        let paused = TimerInterval(range: span, pauseTime: start.addingTimeInterval(600), countsDown: true)
        #expect(paused.text(at: start.addingTimeInterval(5000)) == "1:50:00")
        #expect(TimerInterval(range: span, countsDown: true).text(at: start.addingTimeInterval(9000)) == "0:00")
    }

    @Test func aTimerProgressViewEmptiesOnTheScenesClock() throws {
        // A 200 pt wide linear bar over 8 s: full at 0, three quarters at 2 s, half at 4 s.
        let start = start
        let shown = try run({ ProgressView(timerInterval: start...start.addingTimeInterval(8)) }, at: [0, 2, 4])
        #expect(shown.map(\.fill) == [200, 150, 100])
        // Its current-value label is the clock.
        #expect(shown.map(\.texts) == [["0:08"], ["0:06"], ["0:04"]])
    }

    @Test func countingUpTheBarFills() throws {
        let start = start
        let shown = try run({ ProgressView(timerInterval: start...start.addingTimeInterval(8), countsDown: false) { Text("Brewing") } },
                            at: [2])
        #expect(shown[0].fill == 50)
        #expect(shown[0].texts == ["Brewing", "0:02"])
    }
}
