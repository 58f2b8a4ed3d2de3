import Testing
@testable import Flipbook
import FlipbookDisplayList

/// What an open menu holds beyond buttons, as iOS shows it: a submenu opens over its row; a picker
/// shows its choices inline, the chosen one checked; a menu with a primary action runs it on a tap
/// and opens on a long press; an icon-only toolbar label is found by its title.
@MainActor
@Suite struct MenuItemsTests {
    @MainActor final class Log {
        var events: [String] = []
    }

    private static let panelColor = lightRGBA(Color(light: (242, 242, 247, 1), dark: (44, 44, 46, 1)))

    private func panels(_ graph: ViewGraph, at time: Double) -> [CGRect] {
        graph.displayList(at: time).flattened.filter { $0.kind == "shape" && $0.color == Self.panelColor }.map(\.rect)
    }

    private func run(_ graph: ViewGraph, through time: Double) {
        graph.runTimers(through: time)
        graph.update(at: time)
    }

    @Test func aSubmenuOpensOverItsRowAndAnItemClosesEveryMenu() throws {
        let log = Log()
        let graph = makeSceneGraph(VStack {
            Menu("Actions") {
                Button("Copy") { log.events.append("copy") }
                Menu("Sort") {
                    Button("Name") { log.events.append("name") }
                    Button("Date") { log.events.append("date") }
                }
            }
            Spacer()
        }, size: CGSize(width: 300, height: 500))
        try Tap("Actions", at: 0.5).perform(on: graph)
        run(graph, through: 1)
        #expect(graph.buttonLabels == ["Actions", "Copy", "Sort"])
        let menu = try #require(panels(graph, at: 1).first)
        // The submenu's row: its title leading, a chevron trailing, 16 pt in, under Copy's 44-pt row and a hairline.
        let list = graph.displayList(at: 1)
        #expect(list.origin(ofText: "Sort").x == menu.minX + 16)
        #expect(list.origin(ofText: "Sort").y == list.origin(ofText: "Copy").y + 45)

        try Tap("Sort", at: 1).perform(on: graph)
        run(graph, through: 2)
        #expect(graph.buttonLabels.suffix(3) == ["Sort", "Name", "Date"])
        // Its panel over the menu's, from the top of the Sort row (45 pt down): the header row
        // (Sort again, with a downward chevron), a hairline, then Name and Date.
        let open = panels(graph, at: 2)
        #expect(open.count == 2)
        #expect(open[1] == CGRect(x: menu.minX, y: menu.minY + 45, width: 250, height: 44 * 3 + 2))
        let drawn = graph.displayList(at: 2)
        #expect(drawn.origin(ofText: "Name").y == list.origin(ofText: "Sort").y + 45)

        try Tap("Date", at: 2).perform(on: graph)
        run(graph, through: 3)
        #expect(log.events == ["date"])
        #expect(graph.buttonLabels == ["Actions"])
    }

    private struct Sorting: View {
        @State private var order = 0
        var body: some View {
            VStack {
                Menu("Sort") {
                    Picker("Order", selection: $order) {
                        Text("Name").tag(0)
                        Text("Date").tag(1)
                    }
                    Button("Refresh") {}
                }
                Text("order \(order)")
                Spacer()
            }
        }
    }

    @Test func aPickerInAMenuShowsItsChoicesAsCheckedItems() throws {
        let graph = makeSceneGraph(Sorting(), size: CGSize(width: 300, height: 500))
        try Tap("Sort", at: 0.5).perform(on: graph)
        run(graph, through: 1)
        #expect(graph.buttonLabels == ["Sort", "Name", "Date", "Refresh"])
        let list = graph.displayList(at: 1)
        let menu = try #require(panels(graph, at: 1).first)
        // Each choice an item (44 pt and a hairline apart), its title after the checkmark's column.
        #expect(list.origin(ofText: "Date").y == list.origin(ofText: "Name").y + 45)
        #expect(list.origin(ofText: "Refresh").y == list.origin(ofText: "Date").y + 45)
        #expect(list.origin(ofText: "Name").x == list.origin(ofText: "Date").x)
        #expect(list.origin(ofText: "Name").x > menu.minX + 16 + 6)
        #expect(list.origin(ofText: "Refresh").x == menu.minX + 16)
        try Tap("Date", at: 1).perform(on: graph)
        run(graph, through: 2)
        #expect(graph.displayList(at: 2).flattened.contains { $0.kind == "text:order 1" })
        #expect(graph.buttonLabels == ["Sort"])
    }

    @Test func aMenuWithAPrimaryActionRunsItOnATapAndOpensOnALongPress() throws {
        let log = Log()
        let graph = makeSceneGraph(VStack {
            Menu {
                Button("Duplicate") { log.events.append("duplicate") }
            } label: {
                Text("New")
            } primaryAction: {
                log.events.append("new")
            }
            Spacer()
        }, size: CGSize(width: 300, height: 500))
        try Tap("New", at: 0.5).perform(on: graph)
        run(graph, through: 1)
        #expect(log.events == ["new"])
        #expect(graph.buttonLabels == ["New"])
        // Held 0.5 s (`LongPressGesture`'s default), the menu opens; the primary action does not run.
        try LongPress("New", duration: 1, at: 1).perform(on: graph)
        run(graph, through: 1.49)
        #expect(graph.buttonLabels == ["New"])
        run(graph, through: 1.5)
        #expect(graph.buttonLabels == ["New", "Duplicate"])
        run(graph, through: 3)
        #expect(log.events == ["new"])
        try Tap("Duplicate", at: 3).perform(on: graph)
        #expect(log.events == ["new", "duplicate"])
    }

    @Test func anIconOnlyToolbarLabelIsFoundByItsTitle() throws {
        let log = Log()
        let graph = makeSceneGraph(NavigationStack {
            Text("Notes")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { log.events.append("add") } label: { Label("Add Item", systemImage: "plus") }
                    }
                }
        }, size: CGSize(width: 300, height: 400))
        #expect(graph.buttonLabels == ["Add Item"])
        #expect(!graph.displayList(at: 0).flattened.contains { $0.kind == "text:Add Item" })
        try Tap("Add Item", at: 0.5).perform(on: graph)
        // Still by the symbol's name and iOS's label for it.
        try Tap("Add", at: 0.6).perform(on: graph)
        try Tap("plus", at: 0.7).perform(on: graph)
        #expect(log.events == ["add", "add", "add"])
        #expect(throws: RenderError.unknownTapLabel("Remove", known: ["Add Item", "Add", "plus"])) {
            try Tap("Remove", at: 1).perform(on: graph)
        }
    }
}
