import Foundation
@testable import Flipbook
import FlipbookDisplayList
import Testing

/// An animating offset draws each frame into the group it drew the frame before (`ReusedGroup`):
/// in place once that frame's list is gone, on a copy while someone still holds it.
@MainActor @Suite struct ReusedGroupTests {
    struct Sliding: View {
        @State private var moved = false
        var body: some View {
            VStack(spacing: 0) {
                Button("Go") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
                Color.red.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
            }
        }
    }

    /// Two graphs of the sliding square, tapped at 0.
    private func tappedGraphs() throws -> (ViewGraph, fresh: ViewGraph) {
        let graph = makeGraph(Sliding()), fresh = makeGraph(Sliding())
        try graph.tap("Go", at: 0)
        try fresh.tap("Go", at: 0)
        return (graph, fresh)
    }

    private func squareX(_ list: DisplayList) throws -> Double {
        Double(try #require(list.flattened.last).rect.minX)
    }

    @Test func aListKeptFromAnEarlierFrameStillShowsThatFrame() throws {
        let (graph, fresh) = try tappedGraphs()
        let kept = graph.displayList(at: 0.25)
        let later = graph.displayList(at: 0.5)
        _ = graph.displayList(at: 0.75)
        #expect(kept == fresh.displayList(at: 0.25))
        #expect(later == fresh.displayList(at: 0.5))
        // Linear over a second: a quarter of the 100-point offset by 0.25, half by 0.5 (the curve
        // is solved as a cubic, within 2⁻²⁰ of linear).
        #expect(abs(try squareX(later) - squareX(kept) - 25) < 1e-4)
    }

    @Test func aFrameDrawnIntoLastFramesGroupIsTheFrameAFreshGraphDraws() throws {
        let (graph, fresh) = try tappedGraphs()
        for time in [0.25, 0.5] { _ = graph.displayList(at: time) }
        #expect(graph.displayList(at: 0.75) == fresh.displayList(at: 0.75))
    }
}
