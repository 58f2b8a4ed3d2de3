import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A stack presenting a sheet whose own stack declares a title mode and a toolbar item.
private struct Orders: View {
    @State var showsReceipt = false
    var body: some View {
        NavigationStack {
            Button("Open") { showsReceipt = true }
                .navigationTitle("Orders")
                .sheet(isPresented: $showsReceipt) {
                    NavigationStack {
                        Text("Receipt body")
                            .navigationTitle("Receipt")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) { Button("Done") { showsReceipt = false } }
                            }
                    }
                }
        }
    }
}

/// What a presented sheet declares is its own screen's: the presenting screen's bar keeps its
/// own title mode and items, as on iOS, where the sheet is another view controller.
@MainActor
@Suite struct PresentedToolbarTests {
    private func texts(_ list: DisplayList) -> [(String, CGRect)] {
        list.flattened.compactMap { $0.kind.hasPrefix("text:") ? (String($0.kind.dropFirst(5)), $0.rect) : nil }
    }

    @Test func aSheetsToolbarAndTitleModeStayInTheSheet() throws {
        let graph = makeGraph(Orders(), size: CGSize(width: 390, height: 844))
        let before = texts(graph.displayList(at: 0))
        let titleY = try #require(before.first { $0.0 == "Orders" }?.1.minY)
        try graph.tap("Open", at: 0.1)
        let shown = texts(play(graph, from: 0.1, to: 2))
        // One Done button (the sheet's), and the presenter's title still large, where it was.
        #expect(shown.filter { $0.0 == "Done" }.count == 1)
        #expect(shown.first { $0.0 == "Orders" }?.1.minY == titleY)
        #expect(shown.contains { $0.0 == "Receipt" })
    }
}
