import Testing
@testable import Flipbook

/// Where a focused text field draws its caret: after the text, and at the leading edge once the
/// text is cleared, on one line or wrapping (`axis: .vertical`), as iOS draws it.
@MainActor
@Suite struct TextFieldCaretTests {
    private struct Notes: View {
        let axis: Axis
        @State private var notes = "Milk"
        var body: some View {
            VStack {
                TextField("Notes", text: $notes, axis: axis)
                Button("Clear") { notes = "" }
            }
        }
    }

    /// The carets drawn: 2-point-wide shapes in the accent colour.
    private func carets(_ graph: ViewGraph) -> [CGRect] {
        graph.shapes(in: .accentColor, at: graph.time).filter { $0.width == 2 }
    }

    @Test(arguments: [Axis.horizontal, .vertical])
    func aClearedFieldDrawsItsCaretAtTheLeadingEdge(axis: Axis) throws {
        let graph = makeGraph(Notes(axis: axis))
        try Tap("Notes", at: 0.1).perform(on: graph)
        let text = try #require(graph.elementFrame(ofText: "Milk"))
        #expect(carets(graph).map(\.minX) == [text.maxX])
        try Tap("Clear", at: 0.2).perform(on: graph)
        let placeholder = try #require(graph.elementFrame(ofText: "Notes"))
        #expect(placeholder.minX == text.minX)
        // Over the start of the placeholder, not after it: the 20.4-point caret centred on the
        // 22-point line, on whole pixels at scale 1.
        #expect(carets(graph) == [CGRect(x: placeholder.minX, y: (placeholder.minY + 0.8).rounded(), width: 2, height: 20)])
    }

    @Test func aWrappingPlaceholderHasTheCaretOnItsFirstLine() throws {
        let graph = makeGraph(TextField("Describe the problem in a few words", text: .constant(""), axis: .vertical)
            .frame(width: 120))
        try Tap("Describe the problem in a few words", at: 0.1).perform(on: graph)
        let placeholder = try #require(graph.elementFrame(ofText: "Describe the problem in a few words"))
        #expect(placeholder.height > 40)
        #expect(carets(graph) == [CGRect(x: placeholder.minX, y: (placeholder.minY + 0.8).rounded(), width: 2, height: 20)])
    }
}
