import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `onTapGesture` and `accessibilityIdentifier`: what a script's `Tap` finds and runs.
@MainActor
@Suite struct TapGestureTests {
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count \(count)").onTapGesture { count += 1 }
                Color.red.frame(width: 10, height: 10)
                    .onTapGesture { count += 10 }
                    .accessibilityIdentifier("square")
                Button("Reset") { count = 0 }.accessibilityIdentifier("reset")
            }
        }
    }

    @Test func tapTargetsAreNamedByIdentifierOrText() throws {
        let graph = makeGraph(Counter())
        #expect(graph.buttonLabels == ["Count 0", "square", "reset"])
        try graph.tap("square", at: 0)
        #expect(graph.buttonLabels == ["Count 10", "square", "reset"])
        try graph.tap("Count 10", at: 0.1)
        #expect(graph.buttonLabels == ["Count 11", "square", "reset"])
        try graph.tap("reset", at: 0.2)
        #expect(graph.buttonLabels == ["Count 0", "square", "reset"])
    }

    @Test func unknownAndAmbiguousLabelsAreReported() {
        let graph = makeGraph(VStack {
            Color.red.frame(width: 10, height: 10).onTapGesture {}.accessibilityIdentifier("card")
            Color.blue.frame(width: 10, height: 10).onTapGesture {}.accessibilityIdentifier("card")
        })
        #expect(throws: RenderError.unknownTapLabel("deck", known: ["card", "card"])) { try graph.tap("deck", at: 0) }
        #expect(throws: RenderError.ambiguousTapLabel("card", matches: ["card", "card"])) { try graph.tap("card", at: 0) }
    }

    /// An `if` inside each `ForEach` item of a lazy grid: the branch being removed keeps no cell.
    @Test func departingBranchInsideAGridItemTakesNoCell() throws {
        struct Cells: View {
            @State private var filled: Set<Int> = []
            var body: some View {
                VStack(spacing: 0) {
                    Button("Fill") { withAnimation(.linear(duration: 1)) { filled = [0, 1] } }
                    LazyVGrid(columns: [GridItem(.fixed(50), spacing: 0), GridItem(.fixed(50), spacing: 0)], spacing: 0) {
                        ForEach(0..<4, id: \.self) { index in
                            if filled.contains(index) {
                                Color.red.frame(height: 50)
                            } else {
                                Color.blue.frame(height: 50)
                            }
                        }
                    }
                }
            }
        }
        let graph = makeGraph(Cells())
        try graph.tap("Fill", at: 0)
        graph.update(at: 0.5)
        let reds = graph.displayList(at: 0.5).flattened.filter { $0.color == Color.red.rgba }.map(\.rect)
        #expect(reds.count == 2)
        #expect(reds.map(\.minY) == [reds[0].minY, reds[0].minY])
        #expect(reds.map(\.minX) == [150, 200])
    }
}
