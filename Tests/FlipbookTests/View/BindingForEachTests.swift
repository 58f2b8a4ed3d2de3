import Testing
@testable import Flipbook

/// `ForEach($items) { $item in }` and `List($items)`: rows bound to their elements.
@MainActor
@Suite struct BindingForEachTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var title: String
        var isDone = false
    }

    private struct Checklist: View {
        @State var items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")]
        var body: some View {
            VStack {
                ForEach($items) { $item in
                    Text(item.isDone ? "done " + item.title : item.title)
                        .onTapGesture { item.isDone.toggle() }
                }
                List($items, id: \.id) { $item in
                    Button("rename \(item.id)") { item.title += "!" }
                }
                Button("delete first") { items.remove(atOffsets: IndexSet(integer: 0)) }
            }
        }
    }

    private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func rowsWriteThroughTheirBindings() throws {
        let graph = makeGraph(Checklist(), size: CGSize(width: 400, height: 600))
        try graph.tap("Eggs", at: 0.1)
        try graph.tap("rename 1", at: 0.2)
        #expect(texts(graph, at: 0.3).prefix(2) == ["Milk!", "done Eggs"])
        try graph.tap("delete first", at: 0.4)
        #expect(texts(graph, at: 0.5).prefix(2) == ["done Eggs", "rename 2"])
    }

    @Test func offsetsRemoveAndMove() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        var moved = ["a", "b", "c", "d", "e"]
        moved.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        #expect(moved == ["c", "d", "a", "b", "e"])
        var back = ["a", "b", "c", "d", "e"]
        back.move(fromOffsets: IndexSet([4]), toOffset: 1)
        #expect(back == ["a", "e", "b", "c", "d"])
    }
}
