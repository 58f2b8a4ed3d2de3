import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A stack whose path a button sets to two screens at once, as a deep link does.
private struct DeepLinked: View {
    @State var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Open 1") { path = [1] }
                Button("Open 2") { path = [1, 2] }
            }
                .navigationDestination(for: Int.self) { n in
                    VStack {
                        Text("Page \(n)")
                        Button("Next \(n)") { path.append(n + 1) }
                        Button("Home \(n)") { path = [] }
                        Button("Up \(n)") { path.removeLast() }
                    }
                }
        }
    }
}

/// UIKit animates a change of the stack from the old top screen to the new one only: screens
/// pushed or popped under the top come and go at once.
@MainActor
@Suite struct NavigationDeepLinkTests {
    @Test func aDeepLinkSlidesOnlyTheTopScreenIn() throws {
        let graph = makeGraph(DeepLinked(), size: CGSize(width: 300, height: 400))
        try graph.tap("Open 2", at: 0)
        graph.update(at: 0.1)
        let pushing = graph.displayList(at: 0.1)
        let pushed = 1 - (try #require(offsetX(of: "Page 2", in: pushing))) / 300
        #expect(pushed > 0.1 && pushed < 0.9)
        // The root slides a third of the way out under it; the screen between is not drawn.
        #expect(abs(try #require(offsetX(of: "Open 2", in: pushing)) + 100 * pushed) < 1e-9)
        #expect(opacity(of: "Page 1", in: pushing) == 0)
        #expect(opacity(of: "Page 2", in: pushing) == 1)

        // Popping the top reveals the screen between, drawn as it slides back from a third out.
        _ = play(graph, from: 0.1, to: 2)
        try graph.tap("Up 2", at: 2)
        let popping = play(graph, from: 2, to: 2.1)
        let popped = (try #require(offsetX(of: "Page 2", in: popping))) / 300
        #expect(popped > 0.1 && popped < 0.9)
        #expect(opacity(of: "Page 1", in: popping) == 1)
        #expect(abs(try #require(offsetX(of: "Page 1", in: popping)) + 100 * (1 - popped)) < 1e-9)
        // The root, covered all along, stays a third of the way out, hidden under page 1.
        #expect(offsetX(of: "Open 2", in: popping) == -100)
        #expect(offsetX(of: "Page 1", in: play(graph, from: 2.1, to: 4)) == 0)
    }

    @Test func aPopToTheRootSlidesOnlyTheTopScreenOut() throws {
        // Page 1 shown, then page 2 pushed over it.
        let graph = makeGraph(DeepLinked(), size: CGSize(width: 300, height: 400))
        try graph.tap("Open 1", at: 0)
        _ = play(graph, from: 0, to: 2)
        try graph.tap("Next 1", at: 2)
        _ = play(graph, from: 2, to: 4)
        #expect(offsetX(of: "Page 1", in: graph.displayList(at: 4)) == -100)
        try graph.tap("Home 2", at: 4)
        let popping = play(graph, from: 4, to: 4.1)
        let popped = (try #require(offsetX(of: "Page 2", in: popping))) / 300
        #expect(popped > 0.1 && popped < 0.9)
        // The screen between goes at once; the root slides back in under the top one.
        #expect(offsetX(of: "Page 1", in: popping) == nil)
        #expect(abs(try #require(offsetX(of: "Open 2", in: popping)) + 100 * (1 - popped)) < 1e-9)
        #expect(offsetX(of: "Page 2", in: play(graph, from: 4.1, to: 6)) == nil)
    }
}
