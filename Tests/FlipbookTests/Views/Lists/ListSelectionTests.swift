@testable import Flipbook
import FlipbookDisplayList
import Testing

/// `List(selection:)` on an iPhone outside edit mode: a tap selects that one row, whose background
/// turns `systemGray4`; a row's selection value is its tag, else its `ForEach` element's id.
@MainActor
@Suite struct ListSelectionTests {
    struct Fruit: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    static let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Plum")]

    private struct Picking: View {
        @State private var selection: Int?
        var body: some View {
            VStack {
                List(ListSelectionTests.fruits, selection: $selection) { fruit in Text(fruit.name) }
                Text(verbatim: "picked \(selection.map(String.init) ?? "none")")
            }
        }
    }

    private struct Tagged: View {
        @State private var selection: Set<String> = ["b"]
        var body: some View {
            VStack {
                List(selection: $selection) {
                    Text("Alpha").tag("a")
                    Text("Beta").tag("b")
                }
                Text(verbatim: "picked \(selection.sorted().joined(separator: ","))")
            }
        }
    }

    private func grey(_ graph: ViewGraph) -> [CGRect] {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let gray = Color(UIColor.systemGray4).resolvedColor(in: environment).rgba
        return graph.displayList(at: graph.time).flattened.filter { $0.kind == "shape" && $0.color == gray }.map(\.rect)
    }

    private func texts(_ graph: ViewGraph) -> [String] {
        graph.displayList(at: graph.time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func aTapSelectsTheRowByItsElementsID() throws {
        let graph = makeGraph(Picking(), size: CGSize(width: 390, height: 400))
        #expect(texts(graph).last == "picked none")
        #expect(grey(graph).isEmpty)
        try Tap("Pear", at: 0.1).perform(on: graph)
        #expect(texts(graph).last == "picked 2")
        // The second row of the card (35 pt below the list's top, rows 44 pt tall), across the card.
        #expect(grey(graph) == [CGRect(x: 16, y: 79, width: 358, height: 44)])
        try Tap("Plum", at: 0.2).perform(on: graph)
        #expect(texts(graph).last == "picked 3")
        #expect(grey(graph) == [CGRect(x: 16, y: 123, width: 358, height: 44)])
        // No separator touches the selected row: only the one between Apple and Pear is left.
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let separator = Color(UIColor.separator).resolvedColor(in: environment).rgba
        #expect(graph.displayList(at: graph.time).flattened.filter { $0.kind == "shape" && $0.color == separator }.map(\.rect)
                == [CGRect(x: 32, y: 78, width: 342, height: 1)])
    }

    @Test func aSetSelectionShowsItsRowsAndATapMakesItThatRowAlone() throws {
        let graph = makeGraph(Tagged(), size: CGSize(width: 390, height: 400))
        #expect(grey(graph) == [CGRect(x: 16, y: 79, width: 358, height: 44)])
        try Tap("Alpha", at: 0.1).perform(on: graph)
        #expect(texts(graph).last == "picked a")
        #expect(grey(graph) == [CGRect(x: 16, y: 35, width: 358, height: 44)])
    }

    @Test func aListWithoutSelectionHasNoRowTargets() {
        let graph = makeGraph(List(Self.fruits) { Text($0.name) }, size: CGSize(width: 390, height: 400))
        #expect(graph.tapTargetMatch(for: "Pear") == nil)
    }
}
