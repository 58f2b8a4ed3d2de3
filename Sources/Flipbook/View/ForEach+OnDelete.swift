extension ForEach {
    /// Makes the views deletable in a `List`: each row gets a red "Delete" swipe action (unless it
    /// has trailing `swipeActions` of its own), and in edit mode a red delete indicator leading it.
    /// Either calls `action` with the row's offset in `data`, animated as a list removes rows.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions.delete = action
        return copy
    }
}
