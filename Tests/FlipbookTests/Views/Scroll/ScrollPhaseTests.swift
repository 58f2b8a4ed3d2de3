import Testing
@testable import Flipbook
import FlipbookTestSupport

/// `onScrollPhaseChange`: a finger's pan is `interacting`, the glide after it `decelerating`, a
/// scripted animated scroll `animating`, rest `idle`; the action runs on each change only.
@MainActor
@Suite struct ScrollPhaseTests {
    @MainActor final class Log {
        var changes: [[ScrollPhase]] = []
    }

    @Test func anAnimatedScrollAnimatesThenRests() throws {
        let log = Log()
        let graph = makeGraph(ScrollFeed().onScrollPhaseChange { log.changes.append([$0, $1]) })
        graph.runTimers(through: 0)
        #expect(log.changes.isEmpty)
        try Scroll(toY: 120, at: 1, animation: .linear(duration: 0.1)).perform(on: graph)
        graph.runTimers(through: 2)
        #expect(log.changes == [[.idle, .animating], [.animating, .idle]])
        #expect(ScrollPhase.animating.isScrolling && !ScrollPhase.idle.isScrolling)
    }

    @Test func aFlickInteractsThenDecelerates() throws {
        let log = Log()
        let scene = FlipbookScene("scroll-phase", size: CGSize(width: 400, height: 300), duration: 2, script: {
            Drag(from: CGPoint(x: 200, y: 250), by: CGSize(width: 0, height: -200), duration: 0.2, at: 0)
        }, content: { ScrollFeed().onScrollPhaseChange { log.changes.append([$0, $1]) } })
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        for frame in 0...30 { _ = try run.displayList(at: run.time(ofFrame: frame)) }
        #expect(log.changes.prefix(2) == [[.idle, .interacting], [.interacting, .decelerating]])
    }
}
