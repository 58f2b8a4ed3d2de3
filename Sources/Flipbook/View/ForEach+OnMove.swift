extension ForEach {
    /// Makes the views movable in a `List`: in an active edit mode each row shows a reorder grip
    /// at its trailing edge. `action` gets the offsets moved and the destination offset, as
    /// `Array.move(fromOffsets:toOffset:)` takes them.
    /// A script's `Reorder` drags one row to another's place.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions.move = action
        return copy
    }
}
