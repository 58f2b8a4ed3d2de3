import Testing
@testable import Flipbook
import FlipbookDisplayList
import FlipbookTestSupport

private struct Chat: View {
    @State var position: ScrollPosition
    var body: some View {
        VStack(spacing: 0) {
            Button("Top") { position.scrollTo(edge: .top) }
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { index in Text("Line \(index)").frame(height: 100) }
                }
            }
            .frame(height: 200)
            .scrollPosition($position)
        }
    }
}

/// A 100-pt red band whose visibility in a 200-pt scroll view is shown above it.
private struct Watched: View {
    @State private var visible = true
    var body: some View {
        VStack(spacing: 0) {
            Text(visible ? "band shown" : "band gone")
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100).onScrollVisibilityChange(threshold: 0.5) { visible = $0 }
                    Color.blue.frame(height: 1000)
                }
            }
            .frame(height: 200)
        }
    }
}

/// `scrollPosition(_:)` with a `ScrollPosition`, and `onScrollVisibilityChange`.
@MainActor
@Suite struct ScrollPositionTests {
    private func minY(of text: String, in graph: ViewGraph, at time: Double) -> CGFloat {
        graph.displayList(at: time).origin(ofText: text).y
    }

    @Test func aPositionAtTheBottomEdgeStartsThereAndScrollsToTheTop() throws {
        // 1000 pt of lines in a 200 pt scroll view under a 21.25 pt button, the stack centred in
        // 400 pt (from y 89.375): at the bottom the content is 800 pt up, so "Line 9" (its text
        // 900 + 39.375 down the content) is at 89.375 + 21.25 + 939.375 − 800 = 250.
        let graph = makeGraph(Chat(position: ScrollPosition(edge: .bottom)), size: CGSize(width: 300, height: 400))
        #expect(minY(of: "Line 9", in: graph, at: 0) == 250)
        try Tap("Top", at: 0.1).perform(on: graph)
        #expect(minY(of: "Line 0", in: graph, at: 1) == 150)
    }

    @Test func theRequestsAndTheirReaders() {
        var position = ScrollPosition(edge: .bottom)
        #expect(position.edge == .bottom && position.point == nil && position.viewID == nil)
        position.scrollTo(id: "a")
        #expect(position.viewID(type: String.self) == "a" && position.edge == nil)
        position.scrollTo(x: 3, y: 4)
        #expect(position.point == CGPoint(x: 3, y: 4))
        #expect(!position.isPositionedByUser)
        #expect(ScrollPosition().edge == nil)
    }

    @Test func aViewScrolledPastHalfOutOfViewReportsItsVisibility() throws {
        let scene = FlipbookScene("visibility", size: CGSize(width: 300, height: 400), duration: 1) {
            // 60 pt up: 40 of the band's 100 pt show, under half; back to 40 up: 60 show.
            Scroll(toY: 60, at: 0.1, animation: nil)
            Scroll(toY: 40, at: 0.5, animation: nil)
        } content: {
            Watched()
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        func shown(at time: Double) throws -> [String] {
            try run.displayList(at: time).flattened.map(\.kind).filter { $0.hasPrefix("text:band") }
        }
        #expect(try shown(at: 0) == ["text:band shown"])
        #expect(try shown(at: 0.2) == ["text:band gone"])
        #expect(try shown(at: 0.6) == ["text:band shown"])
    }
}
