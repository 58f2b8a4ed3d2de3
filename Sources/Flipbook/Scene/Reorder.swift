/// Drags a list row to another row's place at `time`, as a finger reorders the rows of a
/// `ForEach` with `onMove` (by the row's grip in edit mode, or by a long press on the row): when
/// the finger lifts, `duration` seconds later, the `onMove` action gets the row's offset and the
/// destination as SwiftUI gives them (the offset before the row is removed: a row moved down
/// passes `place`'s offset plus one), and the rows animate to their new order.
///
///     Reorder("Eggs", to: "Milk", at: 0.5)      // Eggs takes Milk's place; Milk moves aside
///
/// Rows are named as `Swipe` names them (``ScriptName``). A missing or ambiguous row, a row of a
/// `ForEach` without `onMove`, a place in another `ForEach`, or a row moved to its own place is
/// an error naming what there is.
///
/// Partial: the drag itself is not drawn (the lifted row under the finger, the rows making way); the rows move when it ends.
public struct Reorder: ScriptEvent {
    public let row: String
    public let place: String
    public let duration: Double
    public let time: Double

    public init(_ row: String, to place: String, duration: Double = 0.5, at time: Double) {
        self.row = row
        self.place = place
        self.duration = duration
        self.time = time
    }

    public var summary: String { "Reorder(\"\(row)\", to: \"\(place)\", duration: \(duration), at: \(time))" }

    public func perform(on graph: ViewGraph) throws {
        guard duration.isFinite, duration > 0 else {
            throw RenderError.invalidControlValue("Reorder: duration must be a positive number of seconds, not \(duration)")
        }
        let movable: (ListRowElement) -> Bool = { $0.content.traits.listRowEditing?.actions.move != nil }
        guard let moved = try graph.listRow(named: row, kind: "movable list row", where: movable).content.traits.listRowEditing else { return }
        let target = try graph.listRow(named: place, kind: "movable list row", where: movable).content.traits.listRowEditing
        guard let target, target.source == moved.source else {
            throw RenderError.invalidControlValue("Reorder: \"\(place)\" is not a row of the same ForEach as \"\(row)\"; rows move within their ForEach")
        }
        guard target.offset != moved.offset else {
            throw RenderError.invalidControlValue("Reorder: \"\(row)\" is already in that place; name another row of its ForEach")
        }
        graph.actions.schedule(at: time + duration) { moved.move(to: target.offset) }
    }
}
