@testable import Flipbook
import FlipbookDisplayList
import Testing

/// `Reorder` drags a row of a `ForEach` with `onMove` to another row's place: when the finger
/// lifts (`duration` after `time`) the action gets SwiftUI's offsets (the destination counted
/// before the row is removed) and the rows animate to their new order.
@MainActor
@Suite struct ReorderTests {
    @MainActor final class Log {
        var moves: [String] = []
    }

    private struct Groceries: View {
        let log: Log
        @State private var items = ["Milk", "Eggs", "Bread", "Butter"]
        var body: some View {
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onMove { from, to in
                        log.moves.append("\(Array(from)) \(to)")
                        items.move(fromOffsets: from, toOffset: to)
                    }
                Section("Pantry") {
                    ForEach(["Rice", "Oats"], id: \.self) { Text($0) }
                        .onMove { _, _ in log.moves.append("pantry") }
                    Text("Total")
                }
            }
        }
    }

    private func run(_ graph: ViewGraph, through time: Double) {
        graph.runTimers(through: time)
        graph.update(at: time)
    }

    private func top(of text: String, _ graph: ViewGraph, at time: Double) -> CGFloat {
        graph.displayList(at: time).origin(ofText: text).y
    }

    @Test func aRowMovedUpTakesThePlaceOfTheRowNamedAndTheRowsAnimate() throws {
        let log = Log()
        let graph = makeSceneGraph(Groceries(log: log), size: CGSize(width: 390, height: 500))
        let rest = ["Milk", "Eggs", "Bread", "Butter"].map { top(of: $0, graph, at: 0) }
        // Up: Eggs (offset 1) to Milk's place (0): SwiftUI's destination 0.
        try Reorder("Eggs", to: "Milk", at: 0.5).perform(on: graph)
        run(graph, through: 0.99)
        #expect(log.moves.isEmpty)
        run(graph, through: 1)
        #expect(log.moves == ["[1] 0"])
        // A tenth of a second into the animation, Eggs is on its way up, Milk on its way down.
        let eggs = top(of: "Eggs", graph, at: 1.1)
        #expect(eggs > rest[0] && eggs < rest[1])
        run(graph, through: 3)
        #expect(top(of: "Eggs", graph, at: 3) == rest[0])
        #expect(top(of: "Milk", graph, at: 3) == rest[1])
        #expect(top(of: "Bread", graph, at: 3) == rest[2])
    }

    @Test func aRowMovedDownGetsTheOffsetAfterThePlaceBeforeItsRemoval() throws {
        let log = Log()
        let graph = makeSceneGraph(Groceries(log: log), size: CGSize(width: 390, height: 500))
        let rest = ["Milk", "Eggs", "Bread", "Butter"].map { top(of: $0, graph, at: 0) }
        // Down: Milk (0) to Butter's place (3): destination 4, as `Array.move(fromOffsets:toOffset:)` takes it.
        try Reorder("Milk", to: "Butter", duration: 0.25, at: 0).perform(on: graph)
        run(graph, through: 2)
        #expect(log.moves == ["[0] 4"])
        #expect(top(of: "Milk", graph, at: 2) == rest[3])
        #expect(top(of: "Eggs", graph, at: 2) == rest[0])
        #expect(top(of: "Butter", graph, at: 2) == rest[2])
        // Then Bread (now 1) down to Butter's place (2): destination 3.
        try Reorder("Bread", to: "Butter", duration: 0.25, at: 2).perform(on: graph)
        run(graph, through: 4)
        #expect(log.moves == ["[0] 4", "[1] 3"])
        #expect(top(of: "Bread", graph, at: 4) == rest[2])
    }

    @Test func badReordersAreOneLineErrors() throws {
        let graph = makeSceneGraph(Groceries(log: Log()), size: CGSize(width: 390, height: 500))
        #expect(throws: RenderError.invalidControlValue("Reorder: \"Eggs\" is already in that place; name another row of its ForEach")) {
            try Reorder("Eggs", to: "Eggs", at: 0).perform(on: graph)
        }
        #expect(throws: RenderError.unknownControl(kind: "movable list row", label: "Total",
                                                   known: ["Milk", "Eggs", "Bread", "Butter", "Rice", "Oats"])) {
            try Reorder("Total", to: "Milk", at: 0).perform(on: graph)
        }
        #expect(throws: RenderError.invalidControlValue(
            "Reorder: \"Rice\" is not a row of the same ForEach as \"Milk\"; rows move within their ForEach")) {
            try Reorder("Milk", to: "Rice", at: 0).perform(on: graph)
        }
        #expect(throws: RenderError.invalidControlValue("Reorder: duration must be a positive number of seconds, not 0.0")) {
            try Reorder("Eggs", to: "Milk", duration: 0, at: 0).perform(on: graph)
        }
    }
}
