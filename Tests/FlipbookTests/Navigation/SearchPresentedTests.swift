import Testing
@testable import Flipbook

/// `searchable(text:isPresented:)`: the binding starts and ends the search, and the field sets it.
@MainActor
@Suite struct SearchPresentedTests {
    private struct Recipes: View {
        @State var searching: Bool
        @State private var query = ""
        var body: some View {
            NavigationStack {
                List(["Soup", "Bread"], id: \.self) { Text($0) }
                    .navigationTitle("Recipes")
                    .searchable(text: $query, isPresented: $searching, prompt: "Dishes")
                    .safeAreaInset(edge: .bottom) { Text(searching ? "searching" : "idle") }
            }
        }
    }

    private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func presentedFromTheStartTheSearchIsOnUntilCancel() throws {
        let graph = makeGraph(Recipes(searching: true), size: CGSize(width: 400, height: 600))
        graph.update(at: 0.1)
        // The large title gives way to the field, with its Cancel button.
        #expect(texts(graph, at: 0.1).contains("Cancel"))
        #expect(!texts(graph, at: 0.1).contains("Recipes"))
        #expect(texts(graph, at: 0.1).contains("searching"))
        try Tap("Cancel", at: 0.5).perform(on: graph)
        #expect(texts(graph, at: 0.6).contains("Recipes"))
        #expect(!texts(graph, at: 0.6).contains("Cancel"))
        #expect(texts(graph, at: 0.6).contains("idle"))
    }

    @Test func typingInTheFieldSetsTheBinding() throws {
        let graph = makeGraph(Recipes(searching: false), size: CGSize(width: 400, height: 600))
        #expect(texts(graph, at: 0).contains("idle"))
        try TypeText("Dishes", "so", at: 0.5).perform(on: graph)
        #expect(texts(graph, at: 0.6).contains("searching"))
    }
}
