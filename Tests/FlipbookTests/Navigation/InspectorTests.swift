import Testing
@testable import Flipbook
import FlipbookDisplayList

/// An inspector on an iPhone (compact width) presents as a sheet.
@MainActor
@Suite struct InspectorTests {
    private struct Notes: View {
        @State var shown = false
        var body: some View {
            Button("Info") { withTransaction(\.disablesAnimations, true) { shown = true } }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .inspector(isPresented: $shown) {
                    Button("Close") { shown = false }
                        .presentationDetents([.medium])
                        .inspectorColumnWidth(min: 200, ideal: 280, max: 360)
                }
        }
    }

    @Test func theInspectorIsASheetWithItsDetentsAndCloses() throws {
        let graph = makeGraph(Notes(), size: CGSize(width: 300, height: 400))
        #expect(!graph.displayList(at: 0).flattened.contains { $0.kind == "text:Close" })
        try graph.tap("Info", at: 0)
        let drawn = graph.displayList(at: 0).flattened
        // Resting at `.medium` as a sheet does: the white card from y = 200, the screen dimmed.
        #expect(drawn.contains { $0.kind == "shape" && $0.rect == CGRect(x: 0, y: 200, width: 300, height: 200)
                && $0.color == Color.white.rgba })
        #expect(drawn.contains { $0.color == Color(red: 0, green: 0, blue: 0, opacity: 0.2).rgba })
        #expect(drawn.contains { $0.kind == "text:Close" })
        try graph.tap("Close", at: 1)
        #expect(!graph.play(from: 1, to: 3).flattened.contains { $0.kind == "text:Close" })
    }
}
