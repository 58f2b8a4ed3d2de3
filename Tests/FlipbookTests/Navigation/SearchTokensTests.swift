import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `searchable(text:tokens:…)`, `searchSuggestions` and `searchCompletion`.
@MainActor
@Suite struct SearchTokensTests {
    private struct Tag: Identifiable, Hashable {
        let name: String
        var id: String { name }
    }

    private struct Recipes: View {
        @State var query = ""
        @State var tokens: [Tag]
        var body: some View {
            NavigationStack {
                List { Text("Pad Thai") }
                    .navigationTitle("Recipes")
                    .searchable(text: $query, tokens: $tokens, prompt: "Dishes") { Text($0.name) }
                    .searchSuggestions {
                        Text("noodles").searchCompletion(Tag(name: "noodles"))
                    }
            }
        }
    }

    private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func tokensAreDrawnInTheFieldInsteadOfThePrompt() {
        let graph = makeGraph(Recipes(tokens: [Tag(name: "spicy")]), size: CGSize(width: 400, height: 600))
        let drawn = texts(graph, at: 0)
        #expect(drawn.contains("spicy"))
        #expect(!drawn.contains("Dishes"))
        // The token's grey rounded rectangle sits in the 36-pt field (y 104…140).
        let gray = UIColor.systemGray4.color.rgba
        #expect(graph.displayList(at: 0).flattened.contains { $0.color == gray && $0.rect.minY > 104 && $0.rect.maxY < 140 })
    }

    @Test func suggestionsShowWhileSearchingAndATappedOneBecomesAToken() throws {
        let graph = makeGraph(Recipes(tokens: []), size: CGSize(width: 400, height: 600))
        #expect(!texts(graph, at: 0).contains("noodles"))
        try TypeText("Dishes", "n", at: 0.5).perform(on: graph)
        graph.update(at: 0.5)
        #expect(texts(graph, at: 0.5).contains("noodles"))
        try graph.tap("noodles", at: 1)
        graph.update(at: 1)
        // The token is in the field and the typed "n" is gone.
        let drawn = texts(graph, at: 1)
        #expect(drawn.contains("noodles"))
        #expect(!drawn.contains("n"))
    }
}
