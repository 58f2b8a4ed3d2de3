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

    /// Deletes the row: its `ForEach`'s `onDelete` action with the row's offset, animated as a list
    /// animates a removal.
    @MainActor func delete() {
        guard let delete = actions.delete else { return }
        let offsets = IndexSet(integer: offset)
        withAnimation { delete(offsets) }
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
