import Testing
@testable import Flipbook

/// `searchScopes`: a segmented control below the search field while searching.
@MainActor
@Suite struct SearchScopesTests {
    private struct Cities: View {
        @State var query = ""
        @State var scope = "All"
        var body: some View {
            NavigationStack {
                List(["Paris", "Lima"], id: \.self) { Text($0) }
                    .navigationTitle("Cities")
                    .searchable(text: $query, prompt: "Find")
                    .searchScopes($scope) {
                        Text("All").tag("All")
                        Text("Europe").tag("Europe")
                    }
                Text("Scope \(scope)")
            }
        }
    }

    private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func theScopesShowWhileSearchingAndPickOne() throws {
        let graph = makeGraph(Cities(), size: CGSize(width: 400, height: 600))
        #expect(!texts(graph, at: 0).contains("Europe"))
        let paris = graph.displayList(at: 0).origin(ofText: "Paris").y
        try TypeText("Find", "a", at: 0.5).perform(on: graph)
        #expect(texts(graph, at: 0.5).contains("Europe"))
        // The list moves down by the 40-point scope bar below the field at the top.
        let searching = graph.displayList(at: 0.5).origin(ofText: "Paris").y
        #expect(searching < paris)
        try Pick("Scope", "Europe", at: 0.6).perform(on: graph)
        #expect(texts(graph, at: 0.6).contains("Scope Europe"))
    }
}
