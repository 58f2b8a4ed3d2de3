@testable import Flipbook
import FlipbookDisplayList
import Foundation
import Testing

/// `DragAndDrop` lifts a `draggable` view's payload and drops it on a `dropDestination`: the
/// destination is targeted once the finger comes over it, and its action gets the payload and
/// the drop location (its centre, in its own coordinates) when the finger lifts.
@MainActor
@Suite struct DragAndDropTests {
    @MainActor final class Log {
        var events: [String] = []
    }

    /// A sticker at the top left, a 100 × 100 trash at the bottom right of a 400 × 400 scene.
    private struct Desk: View {
        let log: Log
        var body: some View {
            ZStack(alignment: .topLeading) {
                Text("Sticker")
                    .frame(width: 100, height: 100)
                    .draggable("star")
                Text("Number").frame(width: 100, height: 100).offset(y: 150).draggable(URL(fileURLWithPath: "/tmp/number.txt"))
                Color.gray
                    .frame(width: 100, height: 100)
                    .dropDestination(for: String.self) { items, location in
                        log.events.append("drop \(items) at \(Int(location.x)),\(Int(location.y))")
                        return true
                    } isTargeted: { log.events.append("targeted \($0)") }
                    .accessibilityLabel("Trash")
                    .offset(x: 300, y: 300)
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    private func run(_ graph: ViewGraph, through time: Double) {
        graph.runTimers(through: time)
        graph.update(at: time)
    }

    @Test func theDestinationIsTargetedWhenTheFingerComesOverItAndGetsThePayloadAtTheLift() throws {
        let log = Log()
        let graph = makeSceneGraph(Desk(log: log), size: CGSize(width: 400, height: 400))
        try DragAndDrop("Sticker", to: "Trash", duration: 1, at: 0.5).perform(on: graph)
        // The finger goes from (50, 50) to (350, 350) and comes over the trash's edge at 300: five sixths of the way.
        run(graph, through: 0.5 + 5.0 / 6 - 0.01)
        #expect(log.events.isEmpty)
        run(graph, through: 0.5 + 5.0 / 6)
        #expect(log.events == ["targeted true"])
        run(graph, through: 1.5)
        #expect(log.events == ["targeted true", "drop [\"star\"] at 50,50", "targeted false"])
    }

    @Test func theEntryFractionIsWhereTheLineCrossesTheFramesEdge() {
        let frame = CGRect(x: 300, y: 100, width: 100, height: 50)
        #expect(DragAndDrop.entryFraction(from: CGPoint(x: 50, y: 125), into: frame) == 250.0 / 300)
        #expect(DragAndDrop.entryFraction(from: CGPoint(x: 350, y: 125), into: frame) == 0)
        #expect(DragAndDrop.entryFraction(from: CGPoint(x: 350, y: 325), into: frame) == 0.875)
    }

    @Test func aMissingViewOrAnotherPayloadTypeIsAnErrorNamingWhatThereIs() {
        let graph = makeSceneGraph(Desk(log: Log()), size: CGSize(width: 400, height: 400))
        func message(_ event: DragAndDrop) -> String {
            do { try event.perform(on: graph); return "" } catch { return "\(error)" }
        }
        #expect(message(DragAndDrop("Stamp", to: "Trash", at: 0)).contains("Sticker"))
        #expect(message(DragAndDrop("Sticker", to: "Bin", at: 0)).contains("Trash"))
        #expect(message(DragAndDrop("Number", to: "Trash", at: 0))
            == "DragAndDrop: \"Trash\" takes String payloads, not the URL \"Number\" drags; drop it on a destination for URL")
        #expect(message(DragAndDrop("Sticker", to: "Trash", duration: 0, at: 0)).contains("positive"))
    }

    /// Where the texts named `text` are drawn at `time` (moved by the groups around them, not scaled).
    private func drawn(_ text: String, in graph: ViewGraph, at time: Double) -> [CGPoint] {
        graph.displayList(at: time).flattened.filter { $0.kind == "text:" + text }.map(\.rect.origin)
    }

    /// The horizontal scales of the groups drawn at `time`, other than 1.
    private func scales(in graph: ViewGraph, at time: Double) -> [Double] {
        func visit(_ items: [DisplayItem]) -> [Double] {
            items.flatMap { item -> [Double] in
                guard case .group(let group) = item else { return [] }
                return (group.transform.a == 1 ? [] : [group.transform.a]) + visit(group.items)
            }
        }
        return visit(graph.displayList(at: time).items)
    }

    @Test func aLiftedCopyOfTheViewFollowsTheFingerWhileTheViewStaysInPlace() throws {
        let graph = makeSceneGraph(Desk(log: Log()), size: CGSize(width: 400, height: 400))
        #expect(drawn("Sticker", in: graph, at: 0) == [CGPoint(x: 20, y: 39)])
        try DragAndDrop("Sticker", to: "Trash", duration: 1, at: 0.5).perform(on: graph)
        run(graph, through: 0.5)
        // Lifted: the view stays in place, and a copy is drawn over it, 1.05 times as large about
        // its centre (50, 50), so its text moves by 50 - 1.05 × 50 = -2.5 before the scale.
        #expect(drawn("Sticker", in: graph, at: 0.5) == [CGPoint(x: 20, y: 39), CGPoint(x: 17.5, y: 36.5)])
        #expect(scales(in: graph, at: 0.5) == [1.05])
        run(graph, through: 1)
        // Half the time, half the line from (50, 50) to the trash's centre (350, 350): 150 points on.
        #expect(drawn("Sticker", in: graph, at: 1) == [CGPoint(x: 20, y: 39), CGPoint(x: 167.5, y: 186.5)])
        run(graph, through: 1.5)
        // Dropped: the copy is gone.
        #expect(drawn("Sticker", in: graph, at: 1.5) == [CGPoint(x: 20, y: 39)])
        #expect(scales(in: graph, at: 1.5).isEmpty)
    }
}
