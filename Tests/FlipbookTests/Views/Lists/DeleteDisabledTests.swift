@testable import Flipbook
import Testing

/// `deleteDisabled`: a row of a `ForEach` with `onDelete` that cannot be deleted has no Delete
/// swipe action and no delete indicator in edit mode; its siblings keep theirs.
@MainActor
@Suite struct DeleteDisabledTests {
    private struct Files: View {
        @State private var mode = EditMode.active
        @State private var items = ["Notes", "System", "Photos"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { item in
                    Text(item).deleteDisabled(item == "System")
                }
                .onDelete { items.remove(atOffsets: $0) }
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

    @Test func aDisabledRowHasNoDeleteActionOrIndicator() {
        let graph = makeSceneGraph(Files(), size: CGSize(width: 390, height: 500))
        let found = rows(graph)
        #expect(found.count == 3)
        #expect(found.map { $0.swipe?.sides.map(\.actions.count) ?? [] } == [[1], [], [1]])
        #expect(found.map { $0.accessories?.leading != nil } == [true, false, true])
    }
}
