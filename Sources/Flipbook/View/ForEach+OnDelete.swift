extension ForEach {
    /// The action that deletes elements at offsets: on iOS, a swipe on a row in a `List` or its
    /// Edit button. Rows at rest look the same with or without it, and a script has no swipe, so
    /// Flipbook keeps the view as it is.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
}
