import SwiftUI

struct SearchResult: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct TaskSearch: View {
    @State private var query = ""
    @State private var results: [SearchResult] = []
    @State private var scope = "All"
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationStack {
            List(results) { result in
                Button(result.name) {
                    openURL(URL(string: "https://example.com/\(result.id)")!)
                }
            }
            .overlay {
                if results.isEmpty && !query.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Search")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Cities")
            .searchScopes($scope) {
                Text("All").tag("All")
                Text("Europe").tag("Europe")
            }
            .task(id: query) {
                try? await Task.sleep(for: .milliseconds(300))
                guard !Task.isCancelled else { return }
                results = ["Paris", "Berlin", "Rome", "Madrid"]
                    .filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
                    .enumerated()
                    .map { SearchResult(id: $0.offset, name: $0.element) }
            }
            .toolbar {
                Menu {
                    Button("Sort by name") { results.sort { $0.name < $1.name } }
                    Button("Clear", role: .destructive) { results = [] }
                } label: {
                    Label("Options", systemImage: "ellipsis.circle")
                }
            }
        }
    }
}

#Preview {
    TaskSearch()
}
