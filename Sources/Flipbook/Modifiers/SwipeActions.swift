extension View {
    /// Actions a list row reveals when swiped from `edge`. At rest iOS shows none of them, and
    /// neither does Flipbook: the row draws as it is (the actions are not built).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        self
    }
}
