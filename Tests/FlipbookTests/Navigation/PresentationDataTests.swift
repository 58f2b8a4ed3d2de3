import Testing
@testable import Flipbook

/// Presentations driven by a value: `sheet(item:)`, `fullScreenCover(item:)`, `alert(presenting:)`.
@MainActor
@Suite struct PresentationDataTests {
    struct Book: Identifiable, Equatable {
        let id: Int
        let title: String
    }

    private struct Shelf: View {
        @State var editing: Book?
        @State var dismissed = 0
        var body: some View {
            VStack {
                Button("Edit Dune") { withTransaction(\.disablesAnimations, true) { editing = Book(id: 1, title: "Dune") } }
                Text("Dismissed \(dismissed)")
            }
            .sheet(item: $editing, onDismiss: { dismissed += 1 }) { book in
                VStack {
                    Text("Editing \(book.title)")
                    DismissButton()
                }
            }
        }
    }

    private struct DismissButton: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Done") { withTransaction(\.disablesAnimations, true) { dismiss() } } }
    }

    private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func aSheetShowsItsItemAndDismissingClearsIt() throws {
        let graph = makeGraph(Shelf(), size: CGSize(width: 300, height: 400))
        #expect(!texts(graph, at: 0).contains("Editing Dune"))
        try graph.tap("Edit Dune", at: 0.1)
        #expect(texts(graph, at: 0.1).contains("Editing Dune"))
        try graph.tap("Done", at: 0.2)
        graph.update(at: 0.3)
        #expect(!texts(graph, at: 0.3).contains("Editing Dune"))
        #expect(texts(graph, at: 0.3).contains("Dismissed 1"))
    }

    private struct Facility: View {
        @State var shown = false
        let selected: String?
        var body: some View {
            Button("Info") { withTransaction(\.disablesAnimations, true) { shown = true } }
                .alert("About", isPresented: $shown, presenting: selected) { name in
                    Button("Book \(name)") {}
                } message: { name in
                    Text("\(name) is open")
                }
        }
    }

    @Test func anAlertAboutDataShowsOnlyWithTheData() throws {
        let graph = makeGraph(Facility(selected: "Pool"), size: CGSize(width: 300, height: 400))
        try graph.tap("Info", at: 0.1)
        #expect(texts(graph, at: 0.1).contains("Pool is open"))
        #expect(texts(graph, at: 0.1).contains("Book Pool"))

        let none = makeGraph(Facility(selected: nil), size: CGSize(width: 300, height: 400))
        try none.tap("Info", at: 0.1)
        #expect(!texts(none, at: 0.1).contains("About"))
    }
}
