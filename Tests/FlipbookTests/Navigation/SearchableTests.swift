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
        #expect(texts(0.5).contains("an"))
        #expect(!texts(0.5).contains("Apple"))
        #expect(texts(0.5).contains("Banana"))
    }
    @Test func typingFocusesTheFieldAndCancelRestoresTheScreen() throws {
        let graph = makeGraph(Fruits(), size: CGSize(width: 400, height: 600))
        let field = { (time: Double) in graph.displayList(at: time).flattened.first { $0.color == UIColor.tertiarySystemFill.color.rgba }?.rect }
        let texts = { (time: Double) in
            graph.displayList(at: time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
        }
        #expect(!texts(0).contains("Cancel"))
        try TypeText("Find fruit", "an", at: 0.5).perform(on: graph)
        // The large title gives way: the drawer is at the top, the field centred in it, and
        // "Cancel" (6 × 8.5 wide) follows it 8 pt on: 400 − 16 − 8 − 51 − 16 = 309 wide.
        #expect(field(0.5) == CGRect(x: 16, y: 8, width: 309, height: 36))
        #expect(texts(0.5).contains("Cancel") && !texts(0.5).contains("Fruits"))
        #expect(graph.displayList(at: 0.5).origin(ofText: "Banana").y < 104)
        try Tap("Cancel", at: 1).perform(on: graph)
        #expect(field(1) == CGRect(x: 16, y: 104, width: 368, height: 36))
        #expect(texts(1).contains("Fruits") && texts(1).contains("Find fruit") && texts(1).contains("Apple"))
        #expect(!texts(1).contains("Cancel"))
    }

    /// Fruits with the default prompt.
    private struct Pantry: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                List(["Apple", "Banana"].filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                    .navigationTitle("Pantry")
                    .searchable(text: $query)
            }
        }
    }

    @Test func aTapOnTheFieldFocusesItAndTypingGoesThere() throws {
        let graph = makeGraph(Pantry(), size: CGSize(width: 400, height: 600))
        let field = { (time: Double) in graph.displayList(at: time).flattened.first { $0.color == UIColor.tertiarySystemFill.color.rgba }?.rect }
        #expect(graph.focusedTextField == nil)
        try Tap("Search", at: 0.5).perform(on: graph)
        // Focused: the search starts (the drawer at the top, Cancel beside the field) before a key is typed.
        #expect(graph.focusedTextField?.title == "Search")
        #expect(field(0.5) == CGRect(x: 16, y: 8, width: 309, height: 36))
        #expect(graph.buttonLabels.contains("Cancel"))
        // Return takes the keyboard away; the search goes on, as in UISearchBar.
        try TypeText("Search", "ban\n", at: 1).perform(on: graph)
        #expect(graph.focusedTextField == nil)
        #expect(graph.buttonLabels.contains("Cancel"))
        let texts = graph.displayList(at: 1).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
        #expect(texts.contains("ban") && texts.contains("Banana") && !texts.contains("Apple"))
    }

    /// A results view reading `isSearching`, with a button that ends the search from inside.
    private struct Results: View {
        @Binding var query: String
        @Environment(\.isSearching) private var isSearching
        @Environment(\.dismissSearch) private var dismissSearch
        var body: some View {
            VStack {
                Text(verbatim: isSearching ? "searching for \(query)" : "browsing")
                Button("Done searching") { dismissSearch() }
            }
        }
    }

    private struct Library: View {
        @State private var query = ""
        var body: some View {
            NavigationStack {
                Results(query: $query)
                    .navigationTitle("Library")
                    .searchable(text: $query, prompt: "Title")
            }
        }
    }

    @Test func isSearchingFollowsTheFieldAndDismissSearchEndsIt() throws {
        let graph = makeGraph(Library(), size: CGSize(width: 400, height: 600))
        let texts = { (time: Double) in
            graph.displayList(at: time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
        }
        #expect(texts(0).contains("browsing"))
        try TypeText("Title", "dune", at: 0.5).perform(on: graph)
        #expect(texts(0.5).contains("searching for dune"))
        #expect(texts(0.5).contains("Cancel"))
        try Tap("Done searching", at: 1).perform(on: graph)
        #expect(texts(1).contains("browsing"))
        #expect(!texts(1).contains("Cancel"))
        #expect(texts(1).contains("Title") && texts(1).contains("Library"))
        try TypeText("Title", "emma", at: 1.5).perform(on: graph)
        try Tap("Cancel", at: 2).perform(on: graph)
        #expect(texts(2).contains("browsing"))
    }

    private struct Shelf: View {
        let capitalization: TextInputAutocapitalization?
        @State private var query = ""
        var body: some View {
            let list = NavigationStack {
                Text(verbatim: "query: \(query)")
                    .navigationTitle("Shelf")
                    .searchable(text: $query, prompt: "Books")
            }
            if let capitalization { list.textInputAutocapitalization(capitalization) } else { list }
        }
    }

    @Test func aSearchFieldDoesNotCapitalizeUnlessTold() throws {
        func typed(_ capitalization: TextInputAutocapitalization?) throws -> String? {
            let graph = makeGraph(Shelf(capitalization: capitalization), size: CGSize(width: 400, height: 600))
            try TypeText("Books", "zz top. abc", at: 0.5).perform(on: graph)
            return graph.displayList(at: 0.5).flattened.first { $0.kind.hasPrefix("text:query: ") }.map { String($0.kind.dropFirst(12)) }
        }
        // UISearchBar's autocapitalizationType is .none by default; the modifier still sets it.
        #expect(try typed(nil) == "zz top. abc")
        #expect(try typed(.never) == "zz top. abc")
        #expect(try typed(.sentences) == "Zz top. Abc")
        #expect(try typed(.words) == "Zz Top. Abc")
        #expect(try typed(.characters) == "ZZ TOP. ABC")
    }
}
