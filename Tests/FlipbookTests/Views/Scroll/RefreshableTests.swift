import FlipbookDisplayList
import Testing
@testable import Flipbook

/// Pull to refresh: a `refreshable` scroll view 300 pt tall holding 50 pt rows, pulled by the
/// `Pull` script event at 0 s (160 pt of finger over 0.4 s, 24 frames at 60 fps). The content
/// follows the finger with the rubber band `(1 - 1 / (travel × 0.55 / 300 + 1)) × 300`; the action
/// (a one-second `Task.sleep`, then a fourth row) starts at frame 21, the first with the content
/// 60 pt down (140 pt of finger: 61.27 pt), the finger still down; on lifting the content settles
/// 60 pt down while the action runs, and settles back to the top when it returns.
@MainActor
@Suite struct RefreshableTests {
    @MainActor final class Log {
        var starts: [Double] = []
        var refreshes: [Double] = []
    }

    private struct Feed: View {
        let log: Log
        @State private var count = 3
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { _ in Color.blue.frame(width: 100, height: 50) }
                }
            }
            .refreshable {
                log.starts.append(SceneTasks.currentTime() ?? -1)
                try? await Task.sleep(for: .seconds(1))
                log.refreshes.append(SceneTasks.currentTime() ?? -1)
                count += 1
            }
        }
    }

    /// The spinner's spokes (the secondary label colour, those behind the brightest fainter).
    private func spokes(_ graph: ViewGraph, at time: Double) -> [CGRect] {
        let grey = lightRGBA(Color(UIColor.secondaryLabel))
        return graph.displayList(at: time).flattened.filter {
            $0.kind == "shape" && $0.color.red == grey.red && $0.color.green == grey.green && $0.color.blue == grey.blue
        }.map(\.rect)
    }

    private func run(_ graph: ViewGraph, through time: Double) {
        graph.runTimers(through: time)
        graph.update(at: time)
    }

    @Test func theRubberBandFollowsUIScrollViewsFormula() {
        #expect(abs(Pull.rubberBand(80, height: 300) - 38.372093) < 1e-6)
        #expect(abs(Pull.rubberBand(160, height: 300) - 68.041237) < 1e-6)
        #expect(Pull.rubberBand(160, height: 0) == 0)
    }

    @Test func aPullShowsTheSpinnerRunsTheActionAndSettlesBack() throws {
        let log = Log()
        let graph = makeGraph(Feed(log: log))
        #expect(graph.shapes(in: .blue, at: 0).first?.minY == 0)
        #expect(spokes(graph, at: 0).isEmpty)
        try Pull(at: 0).perform(on: graph)

        // Half way (frame 12, 80 pt of finger): the content 38.37 pt down, six of eight spokes,
        // still, centred in the gap (19.19 pt down).
        run(graph, through: 0.2)
        #expect(abs(graph.shapes(in: .blue, at: 0.2)[0].minY - 38.372093) < 1e-6)
        let half = spokes(graph, at: 0.2)
        #expect(half.count == 6)
        #expect(abs(half[0].midX - 200) < 1e-9)
        #expect(abs(half[0].maxY - (38.372093 / 2 - 4.75)) < 1e-6)
        #expect(log.starts.isEmpty)

        // Frame 20 (133.3 pt of finger, 58.93 pt down): not yet; frame 21 (61.27 pt): the action
        // starts with the finger down, the spinner's eight spokes turning in the 60-pt band.
        run(graph, through: 20.0 / 60)
        #expect(log.starts.isEmpty)
        run(graph, through: 21.0 / 60)
        #expect(log.starts == [21.0 / 60])
        #expect(abs(graph.shapes(in: .blue, at: 21.0 / 60)[0].minY - 61.273210) < 1e-6)
        #expect(spokes(graph, at: 21.0 / 60).count == 8)

        // Lifted at 0.4 s (68.04 pt down): the content settles to 60 pt with all eight spokes
        // turning in the band, centred 30 pt down, while the action sleeps.
        run(graph, through: 1.3)
        #expect(abs(graph.shapes(in: .blue, at: 1.3)[0].minY - 60) < 1e-3)
        let turning = spokes(graph, at: 1.3)
        #expect(turning.count == 8)
        #expect(abs(turning[0].maxY - (30 - 4.75)) < 1e-9)
        #expect(log.refreshes.isEmpty)
        #expect(graph.shapes(in: .blue, at: 1.3).count == 3)

        // The action returns one second after it started, at frame 81: a fourth row, and the
        // content settles back to the top, the spinner gone.
        run(graph, through: 81.0 / 60)
        #expect(log.refreshes == [81.0 / 60])
        run(graph, through: 3)
        let rows = graph.shapes(in: .blue, at: 3)
        #expect(rows.map(\.minY) == [0, 50, 100, 150])
        #expect(spokes(graph, at: 3).isEmpty)
    }

    @Test func aPullTooShortToReachTheBandRefreshesNothing() throws {
        let log = Log()
        let graph = makeGraph(Feed(log: log))
        // 80 pt of finger: the content 38.37 pt down at the lift, short of the 60-pt band.
        try Pull(distance: 80, at: 0).perform(on: graph)
        run(graph, through: 0.4)
        #expect(log.starts.isEmpty)
        run(graph, through: 2)
        #expect(log.starts.isEmpty)
        #expect(graph.shapes(in: .blue, at: 2).map(\.minY) == [0, 50, 100])
        #expect(spokes(graph, at: 2).isEmpty)
    }

    @Test func theRefreshEnvironmentValueRunsTheAction() throws {
        struct Reader: View {
            @Environment(\.refresh) private var refresh
            var body: some View {
                Button(refresh == nil ? "none" : "Refresh") { Task { await refresh?() } }
            }
        }
        let log = Log()
        let graph = makeGraph(VStack {
            Reader().refreshable {
                log.refreshes.append(SceneTasks.currentTime() ?? -1)
            }
            Reader()
        })
        #expect(graph.displayList(at: 0).flattened.compactMap { $0.kind.hasPrefix("text:") ? $0.kind : nil }
                == ["text:Refresh", "text:none"])
        try Tap("Refresh", at: 0.5).perform(on: graph)
        #expect(log.refreshes == [0.5])
    }

    @Test func aPullWithoutARefreshableScrollViewOrAwayFromTheTopIsAnError() throws {
        let plain = makeGraph(ScrollView { Color.blue.frame(height: 900) })
        #expect(throws: RenderError.invalidScroll("Pull(distance: 160.0, duration: 0.4, at: 0.0): no refreshable scroll view or list on screen; give one .refreshable { … }")) {
            try Pull(at: 0).perform(on: plain)
        }
        let graph = makeGraph(Feed(log: Log()).frame(height: 100))
        try Scroll(toY: 40, at: 0, animation: nil).perform(on: graph)
        #expect(throws: RenderError.invalidScroll("Pull(distance: 160.0, duration: 0.4, at: 0.1): the scroll view is scrolled 40.0 pt down; a pull starts at the top: Scroll(toEdge: .top) first")) {
            try Pull(at: 0.1).perform(on: graph)
        }
        #expect(throws: RenderError.self) { try Pull(duration: 0, at: 0.1).perform(on: graph) }
    }
}
