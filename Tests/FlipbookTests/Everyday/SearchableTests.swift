import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `searchable`: the field below the large title, and text typed into it filtering the list.
@MainActor
@Suite struct SearchableTests {
    private struct Fruits: View {
        @State private var query = ""
        let fruits = ["Apple", "Banana", "Cherry"]
        var body: some View {
            NavigationStack {
                List(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                    .navigationTitle("Fruits")
                    .searchable(text: $query, prompt: "Find fruit")
            }
        }
    }

    @Test func theFieldSitsBelowTheLargeTitleAndFiltersByWhatIsTyped() throws {
        let graph = makeGraph(Fruits(), size: CGSize(width: 400, height: 600))
        let field = graph.displayList(at: 0).flattened.first { $0.color == UIColor.tertiarySystemFill.color.rgba }
        // 16 pt in from each side, centred in the 52-pt drawer below the bar (44) and title (52).
        #expect(field?.rect == CGRect(x: 16, y: 104, width: 368, height: 36))
        let texts = { (time: Double) in
            graph.displayList(at: time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
        }
        #expect(texts(0).contains("Find fruit"))
        #expect(texts(0).contains("Apple"))
        try TypeText("Find fruit", "an", at: 0.5).perform(on: graph)
        #expect(texts(0.5).contains("An"))
        #expect(!texts(0.5).contains("Apple"))
        #expect(texts(0.5).contains("Banana"))
    }
}
