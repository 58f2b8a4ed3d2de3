@testable import Flipbook
import FlipbookDisplayList
import Testing

/// Swiping list rows (`Swipe`): `ForEach.onDelete`'s red "Delete", `swipeActions` on either edge,
/// buttons the row's height at the card's edge with the content moved aside, taps on a revealed
/// action, full swipes. Rows of an inset-grouped list 390 pt wide: the card from x 16 to 374, the
/// first row from y 35, rows 44 pt tall. Text is measured by `FakeTextMeasurer` (a character is
/// half the font size wide), so "Delete" at 15 pt is 45 pt wide and its button 45 + 2 × 15 = 75.
@MainActor
@Suite struct ListSwipeTests {
    @MainActor final class Log {
        var calls: [String] = []
    }

    private struct Groceries: View {
        let log: Log
        @State private var items = ["Apple", "Pear", "Plum"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { offsets in
                        log.calls.append("delete \(Array(offsets))")
                        items.remove(atOffsets: offsets)
                    }
            }
        }
    }

    private struct Mail: View {
        let log: Log
        var body: some View {
            List {
                Text("Invoice")
                    .swipeActions {
                        Button("Archive") { log.calls.append("archive") }.tint(.blue)
                        Button(role: .destructive) { log.calls.append("trash") } label: { Text("Trash") }
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: false) {
                        Button("Unread") { log.calls.append("unread") }.tint(.indigo)
                    }
            }
        }
    }

    private func run(_ graph: ViewGraph, through time: Double) {
        graph.runTimers(through: time)
        graph.update(at: time)
    }

    @Test func onDeleteRevealsARedDeleteButtonAndTappingItDeletesTheRow() throws {
        let log = Log()
        let graph = makeGraph(Groceries(log: log), size: CGSize(width: 390, height: 400))
        let pearTop = graph.displayList(at: 0).origin(ofText: "Pear").y
        #expect(graph.shapes(in: .red, at: 0).isEmpty)
        // Closed, the Delete buttons are out of a script's reach.
        #expect(throws: RenderError.self) { try Tap("Delete", at: 0).perform(on: graph) }

        try Swipe("Pear", at: 0.1).perform(on: graph)
        run(graph, through: 2)
        // The second row (y 79): the button 75 pt wide at the card's trailing edge, the text 75 pt to the left.
        #expect(graph.shapes(in: .red, at: 2) == [CGRect(x: 299, y: 79, width: 75, height: 44)])
        #expect(abs(graph.displayList(at: 2).origin(ofText: "Pear").x - (32 - 75)) < 1e-6)
        #expect(abs(graph.displayList(at: 2).origin(ofText: "Apple").x - (32)) < 1e-6)
        let white = lightRGBA(.white)
        #expect(graph.displayList(at: 2).flattened.contains { $0.kind == "text:Delete" && $0.color == white })

        try Tap("Delete", at: 2).perform(on: graph)
        #expect(log.calls == ["delete [1]"])
        run(graph, through: 4)
        #expect(graph.shapes(in: .red, at: 4).isEmpty)
        #expect(graph.displayList(at: 4).origin(ofText: "Plum").y == pearTop)
    }

    /// The bounds of every clipped group's clip at `time`, with group translations applied.
    private func clips(_ graph: ViewGraph, at time: Double) -> [CGRect] {
        var found: [CGRect] = []
        func visit(_ items: [DisplayItem], dx: Double, dy: Double) {
            for case .group(let group) in items {
                let (x, y) = (dx + group.transform.tx, dy + group.transform.ty)
                if let clip = group.clip {
                    let points = clip.elements.compactMap { element -> CGPoint? in
                        switch element {
                        case .move(let p), .line(let p): p
                        case .quadCurve(let p, _), .curve(let p, _, _): p
                        case .closeSubpath: nil
                        }
                    }
                    let xs = points.map(\.x), ys = points.map(\.y)
                    found.append(CGRect(x: xs.min()! + x, y: ys.min()! + y, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
                }
                visit(group.items, dx: x, dy: y)
            }
        }
        visit(graph.displayList(at: time).items, dx: 0, dy: 0)
        return found
    }

    /// Tapping Delete: the red button stretches over the row towards the card's leading edge and
    /// the row collapses as a table view's does: drawn clipped to its top part (from y 79), whose
    /// bottom stays on the top of the row below as that row moves up, its text unfaded; gone once
    /// the removal has played.
    @Test func aDeletedRowCollapsesUnderItsStretchingDeleteButton() throws {
        let graph = makeGraph(Groceries(log: Log()), size: CGSize(width: 390, height: 400))
        let textInset = graph.displayList(at: 0).origin(ofText: "Pear").y - 79
        try Swipe("Pear", at: 0.1).perform(on: graph)
        run(graph, through: 2)
        try Tap("Delete", at: 2).perform(on: graph)
        for time in [2.05, 2.1, 2.2] {
            run(graph, through: time)
            let plumTop = graph.displayList(at: time).origin(ofText: "Plum").y - textInset
            #expect(plumTop > 79 && plumTop < 123)
            let collapsing = clips(graph, at: time).filter { $0.minY == 79 }
            #expect(collapsing.count == 1)
            #expect(collapsing.first?.minX == 16 && collapsing.first?.width == 358)
            #expect(abs((collapsing.first?.maxY ?? 0) - plumTop) < 1e-9)
            let red = graph.shapes(in: .red, at: time)
            #expect(red.count == 1 && red.first?.maxX == 374 && (red.first?.minX ?? 299) < 299)
            let black = lightRGBA(Color(UIColor.label))
            #expect(graph.displayList(at: time).flattened.contains { $0.kind == "text:Pear" && $0.color == black })
        }
        run(graph, through: 4)
        #expect(graph.shapes(in: .red, at: 4).isEmpty)
        #expect(!graph.displayList(at: 4).flattened.contains { $0.kind == "text:Pear" })
    }

    @Test func theContentFollowsTheFingerThenSpringsBackToTheButtonsWidth() throws {
        let graph = makeGraph(Groceries(log: Log()), size: CGSize(width: 390, height: 400))
        // 0.25 s at 60 fps: 15 moves of (75 + 24) / 15 = 6.6 pt from t = 0.
        try Swipe("Apple", at: 0).perform(on: graph)
        run(graph, through: 5.0 / 60)
        #expect(abs(graph.displayList(at: 5.0 / 60).origin(ofText: "Apple").x - (32 - 33)) < 1e-9)
        run(graph, through: 0.25)
        #expect(abs(graph.displayList(at: 0.25).origin(ofText: "Apple").x - (32 - 99)) < 1e-9)
        // Past the buttons' width the Delete button stretches to the content's edge.
        #expect(graph.shapes(in: .red, at: 0.25) == [CGRect(x: 374 - 99, y: 35, width: 99, height: 44)])
        run(graph, through: 2)
        #expect(abs(graph.displayList(at: 2).origin(ofText: "Apple").x - (32 - 75)) < 1e-6)
    }

    @Test func aFullSwipeRunsTheFirstAction() throws {
        let log = Log()
        let graph = makeGraph(Groceries(log: log), size: CGSize(width: 390, height: 400))
        try Swipe("Plum", fully: true, at: 0.5).perform(on: graph)
        run(graph, through: 0.7)
        #expect(log.calls.isEmpty)
        run(graph, through: 0.75)
        #expect(log.calls == ["delete [2]"])
    }

    @Test func swipeActionsShowTheirTintsInOrderFromTheEdge() throws {
        let log = Log()
        let graph = makeGraph(Mail(log: log), size: CGSize(width: 390, height: 400))
        try Swipe("Invoice", at: 0).perform(on: graph)
        run(graph, through: 2)
        // "Archive" (7 characters: 52.5 + 30, rounded up to 83) at the edge, "Trash" (74, the minimum) inside it.
        #expect(graph.shapes(in: .blue, at: 2) == [CGRect(x: 374 - 83, y: 35, width: 83, height: 44)])
        #expect(graph.shapes(in: .red, at: 2) == [CGRect(x: 374 - 83 - 74, y: 35, width: 74, height: 44)])
        #expect(abs(graph.displayList(at: 2).origin(ofText: "Invoice").x - (32 - 157)) < 1e-6)
        try Tap("Trash", at: 2).perform(on: graph)
        #expect(log.calls == ["trash"])
        run(graph, through: 4)
        #expect(abs(graph.displayList(at: 4).origin(ofText: "Invoice").x - (32)) < 1e-6)
        #expect(graph.shapes(in: .red, at: 4).isEmpty)
    }

    @Test func leadingActionsMoveTheContentRight() throws {
        let log = Log()
        let graph = makeGraph(Mail(log: log), size: CGSize(width: 390, height: 400))
        try Swipe("Invoice", edge: .leading, at: 0).perform(on: graph)
        run(graph, through: 2)
        // "Unread": 6 characters, 45 + 30 = 75.
        #expect(graph.shapes(in: .indigo, at: 2) == [CGRect(x: 16, y: 35, width: 75, height: 44)])
        #expect(abs(graph.displayList(at: 2).origin(ofText: "Invoice").x - (32 + 75)) < 1e-6)
        try Tap("Unread", at: 2).perform(on: graph)
        #expect(log.calls == ["unread"])
    }

    @Test func badSwipesAreOneLineErrors() throws {
        let graph = makeGraph(Mail(log: Log()), size: CGSize(width: 390, height: 400))
        #expect(throws: RenderError.unknownControl(kind: "swipeable list row", label: "Receipt", known: ["Invoice"])) {
            try Swipe("Receipt", at: 0).perform(on: graph)
        }
        #expect(throws: RenderError.invalidControlValue(
            "Swipe: the row \"Invoice\" does not allow a full swipe (allowsFullSwipe: false); swipe it open and tap an action")) {
            try Swipe("Invoice", edge: .leading, fully: true, at: 0).perform(on: graph)
        }
        let groceries = makeGraph(Groceries(log: Log()), size: CGSize(width: 390, height: 400))
        #expect(throws: RenderError.invalidControlValue(
            "Swipe: the row \"Pear\" has no leading swipe actions; give it .swipeActions(edge: .leading) { … }")) {
            try Swipe("Pear", edge: .leading, at: 0).perform(on: groceries)
        }
    }
}

