import FlipbookDisplayList
import Testing
@testable import Flipbook

/// The bar follows the content's scrolling: a screen titled "Inbox" (large, 52 pt below the 44-pt
/// bar) over a list of 40 rows, on a 390 × 844 screen with a 47-pt status bar, scrolled by the
/// `Scroll` script event without animation.
@MainActor
@Suite struct NavigationScrollEdgeTests {
    private struct Inbox: View {
        var mode = NavigationBarItem.TitleDisplayMode.automatic
        var body: some View {
            NavigationStack {
                List(0..<40, id: \.self) { Text("Message \($0)") }
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(mode)
            }
        }
    }

    private func graph(_ view: Inbox) -> ViewGraph {
        makeSceneGraph(view, size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    /// Where each "Inbox" text is drawn at `time` (the large title first, then the bar's).
    private func titles(_ graph: ViewGraph, at time: Double) -> [CGPoint] {
        graph.displayList(at: time).flattened.filter { $0.kind == "text:Inbox" }.map(\.rect.origin)
    }

    /// How many material backdrops (the bar's background) are drawn at `time`.
    private func backdrops(_ graph: ViewGraph, at time: Double) -> Int {
        graph.displayList(at: time).backdropCount
    }

    @Test func looksAtOffsets() {
        typealias Edge = NavigationScrollEdge
        #expect(Edge.look(of: .header, atOffset: -20) == Edge.Look(shift: -20, clipsAboveTop: true))
        #expect(Edge.look(of: .header, atOffset: 30) == Edge.Look(shift: 30, clipsAboveTop: true))
        #expect(Edge.look(of: .barTitle(headerHeight: 52), atOffset: 42).opacity == 0)
        #expect(Edge.look(of: .barTitle(headerHeight: 52), atOffset: 47).opacity == 0.5)
        #expect(Edge.look(of: .barTitle(headerHeight: 52), atOffset: 60).opacity == 1)
        #expect(Edge.look(of: .barBackground(headerHeight: 52), atOffset: 52).opacity == 0)
        #expect(Edge.look(of: .barBackground(headerHeight: 52), atOffset: 53).opacity == 1)
        #expect(Edge.look(of: .barBackground(headerHeight: 0), atOffset: 0).opacity == 0)
        #expect(Edge.look(of: .barBackground(headerHeight: 0), atOffset: 1).opacity == 1)
    }

    @Test func theLargeTitleScrollsUnderTheBarWhichThenShowsItsTitleAndMaterial() throws {
        let graph = graph(Inbox())
        let rest = titles(graph, at: 0)
        #expect(rest.count == 1)
        #expect(backdrops(graph, at: 0) == 0)

        try Scroll(toY: 30, at: 0.1, animation: nil).perform(on: graph)
        graph.update(at: 0.1)
        let part = titles(graph, at: 0.1)
        #expect(part.count == 1)
        #expect(part[0].y == rest[0].y - 30)
        #expect(backdrops(graph, at: 0.1) == 0)

        try Scroll(toY: 200, at: 0.2, animation: nil).perform(on: graph)
        graph.update(at: 0.2)
        let gone = titles(graph, at: 0.2)
        #expect(gone.count == 2)
        #expect(gone[0].y == rest[0].y - 200)
        #expect(gone[1].y < 47 + 44 && gone[1].y > 47)
        #expect(backdrops(graph, at: 0.2) == 1)

        try Scroll(toEdge: .top, at: 0.3, animation: nil).perform(on: graph)
        graph.update(at: 0.3)
        #expect(titles(graph, at: 0.3) == rest)
        #expect(backdrops(graph, at: 0.3) == 0)
    }

    @Test func anInlineBarShowsItsMaterialOnceTheContentIsUnderIt() throws {
        let graph = graph(Inbox(mode: .inline))
        #expect(titles(graph, at: 0).count == 1)
        #expect(backdrops(graph, at: 0) == 0)
        try Scroll(toY: 1, at: 0.1, animation: nil).perform(on: graph)
        graph.update(at: 0.1)
        #expect(titles(graph, at: 0.1).count == 1)
        #expect(backdrops(graph, at: 0.1) == 1)
    }
}

/// A pull to refresh under a large title: the title comes down with the rows, the spinner above it.
@MainActor
@Suite struct NavigationScrollEdgePullTests {
    private struct Feed: View {
        var body: some View {
            NavigationStack {
                List(0..<10, id: \.self) { Text("Story \($0)") }
                    .refreshable { try? await Task.sleep(for: .seconds(1)) }
                    .navigationTitle("Feed")
            }
        }
    }

    @Test func theLargeTitleComesDownWithThePullAndTheSpinnerShowsAboveIt() throws {
        let graph = makeSceneGraph(Feed(), size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        func title(at time: Double) -> CGPoint { graph.displayList(at: time).origin(ofText: "Feed") }
        func story(at time: Double) -> CGPoint { graph.displayList(at: time).origin(ofText: "Story 0") }
        let rest = (title: title(at: 0), story: story(at: 0))
        try Pull(at: 0).perform(on: graph)
        graph.runTimers(through: 0.2)
        graph.update(at: 0.2)
        let gap = story(at: 0.2).y - rest.story.y
        #expect(gap > 30)
        #expect(title(at: 0.2).y == rest.title.y + gap)
        // The spokes sit between the bar's bottom (47 + 44) and the title's area (52 pt below it).
        let grey = lightRGBA(Color(UIColor.secondaryLabel))
        let spokes = graph.displayList(at: 0.2).flattened.filter { $0.kind == "shape" && $0.color == grey }.map(\.rect)
        #expect(!spokes.isEmpty)
        #expect(spokes.allSatisfy { $0.minY >= 91 && $0.maxY <= 91 + gap })
    }
}
