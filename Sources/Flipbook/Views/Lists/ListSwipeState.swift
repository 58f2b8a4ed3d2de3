/// Which row of a list is swiped open and how far, kept with the list's identity: changing it
/// lays the list out again without evaluating a body (`ViewGraph.willChangeLayout`). One row is
/// open at a time, as on an iPhone.
@MainActor
final class ListSwipeState {
    /// The open row.
    private(set) var row: ViewID?
    /// How far the open row's content has moved: negative to the left (trailing actions showing).
    private(set) var offset: CGFloat = 0
    /// Whether the open row is swiped all the way across, its first action covering it.
    private(set) var isFull = false
    /// The open row's width, from its last layout (`onDelete`'s Delete stretches over all of it when tapped).
    var openRowWidth: CGFloat = 0

    func offset(of row: ViewID) -> CGFloat { row == self.row ? offset : 0 }
    func isFull(_ row: ViewID) -> Bool { row == self.row && isFull }

    /// Moves `row`'s content to `offset` (the row open before closes).
    func move(_ row: ViewID, to offset: CGFloat, full: Bool = false) {
        self.row = offset == 0 ? nil : row
        self.offset = offset
        isFull = full && offset != 0
    }

    func close() { move(row ?? ViewID.root, to: 0) }
}

extension PersistentKey {
    /// The list's swiped-open row.
    static var swipe: PersistentKey<ListSwipeState> { "list.swipe" }
}
