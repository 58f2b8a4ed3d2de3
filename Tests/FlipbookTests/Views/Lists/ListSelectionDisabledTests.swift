import Testing
@testable import Flipbook

/// `selectionDisabled`: a row of a list with a selection that cannot be selected (an inset-grouped
/// list 390 pt wide, in edit mode: selection circles at x 32).
@MainActor
@Suite struct ListSelectionDisabledTests {
    private struct Picking: View {
        @State private var mode = EditMode.active
        @State private var picked: Set<Int> = []
        var body: some View {
            VStack(spacing: 0) {
                List(selection: $picked) {
                    Text("One").tag(1)
                    Text("Two").tag(2).selectionDisabled()
                    Text("Three").tag(3).selectionDisabled(false)
                }
                Text(verbatim: "picked \(picked.sorted().map(String.init).joined(separator: ","))")
            }
            .environment(\.editMode, $mode)
        }
    }

    private func rows(_ graph: ViewGraph) -> [ListRowElement] {
        var found: [ListRowElement] = []
        for root in graph.rootElements {
            root.forEachElement { if let row = $0 as? ListRowElement, !row.traits.isDeparting { found.append(row) } }
        }
        return found
    }

    @Test func aTapCannotSelectADisabledRow() throws {
        let graph = makeGraph(Picking(), size: CGSize(width: 390, height: 400))
        // Every row keeps its circle (unchecked against a device); the disabled one is no tap target.
        #expect(rows(graph).map { $0.accessories?.leading?.frame.minX } == [32, 32, 32])
        #expect(throws: RenderError.self) { try Tap("Two", at: 0.1).perform(on: graph) }
        try Tap("Three", at: 0.2).perform(on: graph)
        try Tap("One", at: 0.3).perform(on: graph)
        let texts = graph.displayList(at: 0.3).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
        #expect(texts.last == "picked 1,3")
    }
}
