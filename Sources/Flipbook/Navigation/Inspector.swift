extension View {
    /// An inspector showing `content` while `isPresented` is true. In a regular width it is a
    /// trailing column; in a compact width it adapts to a sheet, and Flipbook's iPhone screen is
    /// compact, so it presents as `sheet(isPresented:)` does (detents set inside apply).
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let inspector = content()
        return sheet(isPresented: isPresented) { inspector }
    }

    /// The width of the inspector's trailing column. An inspector on an iPhone is a sheet, which
    /// has no column, so this changes nothing there.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// The width range of the inspector's trailing column. An inspector on an iPhone is a sheet,
    /// which has no column, so this changes nothing there.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
