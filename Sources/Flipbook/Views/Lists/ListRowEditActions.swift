/// What a `ForEach` in a list lets its rows do beyond their own views: be deleted (`onDelete`)
/// and moved (`onMove`). Each row made by the `ForEach` carries these with its offset in the data.
struct ListRowEditActions {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?

    var isEmpty: Bool { delete == nil && move == nil }
}

/// One row's edit actions: its `ForEach`'s, and its offset in that `ForEach`'s data.
struct ListRowEditing {
    let actions: ListRowEditActions
    let offset: Int
    /// The `ForEach` that made the row: rows move among those of the same one.
    let source: ViewID

    /// Deletes the row: its `ForEach`'s `onDelete` action with the row's offset, animated as a list
    /// animates a removal.
    @MainActor func delete() {
        guard let delete = actions.delete else { return }
        let offsets = IndexSet(integer: offset)
        withAnimation { delete(offsets) }
    }

    /// Moves the row to `place`'s offset in the same `ForEach`: its `onMove` action with the row's
    /// offset and the destination before the removal, as SwiftUI gives them (a row moved down goes
    /// before the row after `place`), animated as a list animates a reorder.
    @MainActor func move(to place: Int) {
        guard let move = actions.move, place != offset else { return }
        let destination = place > offset ? place + 1 : place
        withAnimation { move(IndexSet(integer: offset), destination) }
    }
}

private enum ListRowEditingTrait: ElementTraitKey { static var defaultValue: ListRowEditing? { nil } }

extension ElementTraits {
    /// The edit actions of the `ForEach` that made this view, and its offset there.
    var listRowEditing: ListRowEditing? {
        get { self[ListRowEditingTrait.self] }
        set { self[ListRowEditingTrait.self] = newValue }
    }
}
