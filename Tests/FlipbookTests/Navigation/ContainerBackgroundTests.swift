import Testing
@testable import Flipbook

/// `containerBackground(_:for: .navigation)`: what fills a navigation screen instead of the
/// system background (a 300 × 400 screen).
@MainActor
@Suite struct ContainerBackgroundTests {
    private let screen = CGRect(x: 0, y: 0, width: 300, height: 400)

    @Test func aStyleFillsTheWholeScreenInsteadOfTheSystemBackground() {
        let graph = makeGraph(NavigationStack {
            Text("Weather").navigationTitle("Cities").containerBackground(Color.indigo, for: .navigation)
        }, size: screen.size)
        let drawn = graph.displayList(at: 0).flattened
        #expect(drawn.contains { $0.kind == "shape" && $0.rect == screen && $0.color == lightRGBA(.indigo) })
        #expect(!drawn.contains { $0.kind == "shape" && $0.rect == screen && $0.color == Color.white.rgba })
        // A split view's placement is not the screen's.
        let split = makeGraph(NavigationStack {
            Text("Weather").containerBackground(Color.indigo, for: .navigationSplitView)
        }, size: screen.size).displayList(at: 0).flattened
        #expect(split.contains { $0.kind == "shape" && $0.rect == screen && $0.color == Color.white.rgba })
        #expect(!split.contains { $0.color == lightRGBA(.indigo) })
    }

    @Test func aViewFillsTheScreenAtItsAlignment() {
        let graph = makeGraph(NavigationStack {
            Text("Weather").containerBackground(for: .navigation, alignment: .bottom) { Color.teal.frame(height: 100) }
        }, size: screen.size)
        let drawn = graph.displayList(at: 0).flattened
        #expect(drawn.contains { $0.kind == "shape" && $0.rect == CGRect(x: 0, y: 300, width: 300, height: 100)
                && $0.color == lightRGBA(.teal) })
        #expect(!drawn.contains { $0.kind == "shape" && $0.rect == screen && $0.color == Color.white.rgba })
    }
}
