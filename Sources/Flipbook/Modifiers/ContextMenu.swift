extension View {
    /// A menu a long press shows. At rest iOS shows nothing of it, and neither does Flipbook (the
    /// items are not built).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        self
    }

    /// A menu a long press shows over a preview of the view. At rest iOS shows nothing of either.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        self
    }
}
