@testable import Flipbook
import FlipbookDisplayList
import Testing

/// Edit mode in a list: `EditButton` switches the scene's `\.editMode`; rows of a `ForEach` with
/// `onDelete` show a 22 pt delete indicator at the row's margin and their content moves 38 pt,
/// `onMove` adds a 22 pt grip at the trailing margin, and a list with a selection shows selection
/// circles, a tap toggling a row. An inset-grouped list 390 pt wide: the card from x 16 to 374,
/// rows from y 35 (44 pt tall), content at x 32 at rest.
@MainActor
@Suite struct ListEditModeTests {
    @MainActor final class Log {
        var calls: [String] = []
    }

    private struct Chores: View {
        let log: Log
        @State private var items = ["Dishes", "Laundry", "Plants"]
        var body: some View {
            VStack(spacing: 0) {
                EditButton()
                List {
                    ForEach(items, id: \.self) { Text($0) }
                        .onDelete { offsets in
                            log.calls.append("delete \(Array(offsets))")
                            items.remove(atOffsets: offsets)
                        }
                        .onMove { from, to in
                            log.calls.append("move \(Array(from)) \(to)")
                            items.move(fromOffsets: from, toOffset: to)
                        }
                }
            }
        }
    }

    private struct Picking: View {
        @State private var mode = EditMode.active
        @State private var picked: Set<Int> = []
        /// The rows that cannot be selected (`selectionDisabled`).
        var disabled: Set<Int> = []
        var body: some View {
            VStack(spacing: 0) {
                List(selection: $picked) {
                    Text("One").tag(1).selectionDisabled(disabled.contains(1))
                    Text("Two").tag(2).selectionDisabled(disabled.contains(2))
                }
                Text(verbatim: "picked \(picked.sorted().map(String.init).joined(separator: ","))")
            }
            .environment(\.editMode, $mode)
        }
    }

    /// `deleteDisabled`: one row of an `onDelete` list that cannot be deleted.
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

    private func run(_ graph: ViewGraph, through time: Double) {
        graph.runTimers(through: time)
        graph.update(at: time)
    }

    @Test func editButtonShowsDeleteIndicatorsAndGripsAndMovesTheContent() throws {
        let graph = makeSceneGraph(Chores(log: Log()), size: CGSize(width: 390, height: 500))
        #expect(graph.texts(at: 0).contains("Edit"))
        let listTop = rows(graph)[0].frame.minY
        // At rest the controls wait outside the row, out of reach.
        #expect(rows(graph)[0].accessories?.leading?.frame == CGRect(x: -6, y: listTop + 11, width: 22, height: 22))
        #expect(throws: RenderError.self) { try Tap("Delete Dishes", at: 0).perform(on: graph) }

        try Tap("Edit", at: 0.5).perform(on: graph)
        run(graph, through: 2)
        #expect(graph.texts(at: 2).contains("Done"))
        let row = rows(graph)[1]
        #expect(row.accessories?.leading?.frame == CGRect(x: 32, y: row.frame.minY + 11, width: 22, height: 22))
        #expect(row.accessories?.trailing?.frame == CGRect(x: 336, y: row.frame.minY + 11, width: 22, height: 22))
        #expect(row.content.frame.minX == 70)
        // The content gives up the indicator's 38 pt and the grip's 22 + 16.
        #expect(abs(graph.displayList(at: 2).origin(ofText: "Laundry").x - 70) < 1e-6)

        try Tap("Done", at: 2).perform(on: graph)
        run(graph, through: 4)
        #expect(rows(graph)[1].content.frame.minX == 32)
        #expect(abs(graph.displayList(at: 4).origin(ofText: "Laundry").x - 32) < 1e-6)
    }

    /// Red items of the frame at `time` (the delete indicators; the rows hold no other red).
    private func redItems(_ graph: ViewGraph, at time: Double) -> [CGRect] {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let red = Color.red.resolvedColor(in: environment).rgba
        return graph.displayList(at: time).flattened.filter { $0.color == red }.map(\.rect)
    }

    /// After "Done" the controls slide out clipped to their rows, and once they rest outside the
    /// rows nothing of them is drawn, even when a frame drew them sliding first (the row's drawing
    /// changes between commits: a frame at 2.05 s, then one at 4 s with no commit between).
    @Test func controlsThatSlidAwayAreNotDrawnOnceTheyRest() throws {
        let graph = makeSceneGraph(Chores(log: Log()), size: CGSize(width: 390, height: 500))
        try Tap("Edit", at: 0.5).perform(on: graph)
        run(graph, through: 2)
        #expect(redItems(graph, at: 2).count == 3)
        try Tap("Done", at: 2).perform(on: graph)
        run(graph, through: 2)
        // One frame in: each row's indicator still shows, inside the card (from x 16).
        let sliding = redItems(graph, at: 2.05)
        #expect(sliding.count == 3)
        let leftmost = try #require(sliding.map(\.minX).min())
        #expect(leftmost > 16)
        run(graph, through: 4)
        #expect(rows(graph)[1].accessories?.leading?.frame == CGRect(x: -6, y: rows(graph)[1].frame.minY + 11, width: 22, height: 22))
        #expect(redItems(graph, at: 4).isEmpty)
    }

    @Test func aDeleteIndicatorOpensTheRowsDeleteButton() throws {
        let log = Log()
        let graph = makeSceneGraph(Chores(log: log), size: CGSize(width: 390, height: 500))
        try Tap("Edit", at: 0).perform(on: graph)
        run(graph, through: 1)
        try Tap("Delete Laundry", at: 1).perform(on: graph)
        run(graph, through: 2)
        let row = rows(graph)[1]
        #expect(row.swipe?.offset == -75)
        try Tap("Delete", at: 2).perform(on: graph)
        #expect(log.calls == ["delete [1]"])
    }

    @Test func inEditModeATapTogglesASetSelection() throws {
        let graph = makeGraph(Picking(), size: CGSize(width: 390, height: 400))
        // Selection circles at the margin; no row is highlighted.
        #expect(rows(graph).map { $0.accessories?.leading?.frame.minX } == [32, 32])
        try Tap("Two", at: 0.1).perform(on: graph)
        #expect(graph.texts(at: 0.1).last == "picked 2")
        try Tap("One", at: 0.2).perform(on: graph)
        #expect(graph.texts(at: 0.2).last == "picked 1,2")
        try Tap("Two", at: 0.3).perform(on: graph)
        #expect(graph.texts(at: 0.3).last == "picked 1")
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let gray = Color(UIColor.systemGray4).resolvedColor(in: environment).rgba
        #expect(!graph.displayList(at: 0.3).flattened.contains { $0.kind == "shape" && $0.color == gray })
    }

    @Test func aTapCannotSelectARowWithSelectionDisabled() throws {
        let graph = makeGraph(Picking(disabled: [2]), size: CGSize(width: 390, height: 400))
        // Both rows keep their circles (how iOS draws a disabled row's circle is unchecked); the
        // disabled one is no tap target.
        #expect(rows(graph).map { $0.accessories?.leading?.frame.minX } == [32, 32])
        #expect(throws: RenderError.self) { try Tap("Two", at: 0.1).perform(on: graph) }
        try Tap("One", at: 0.2).perform(on: graph)
        #expect(graph.texts(at: 0.2).last == "picked 1")
    }

    @Test func theEditModeIsTheScenesUnlessAViewSetsItsOwn() {
        struct Reader: View {
            @Environment(\.editMode) private var editMode
            var body: some View { Text(verbatim: editMode.map { "\($0.wrappedValue)" } ?? "none") }
        }
        let scene = makeSceneGraph(Reader(), size: CGSize(width: 200, height: 100))
        #expect(scene.texts(at: 0) == ["inactive"])
        let bare = makeGraph(Reader(), size: CGSize(width: 200, height: 100))
        #expect(bare.texts(at: 0) == ["none"])
    }

    /// A `deleteDisabled` row has no Delete swipe action and no delete indicator; its siblings keep theirs.
    @Test func aDeleteDisabledRowHasNoDeleteActionOrIndicator() {
        let found = rows(makeSceneGraph(Files(), size: CGSize(width: 390, height: 500)))
        #expect(found.count == 3)
        #expect(found.map { $0.swipe?.sides.map(\.actions.count) ?? [] } == [[1], [], [1]])
        #expect(found.map { $0.accessories?.leading != nil } == [true, false, true])
    }
}
