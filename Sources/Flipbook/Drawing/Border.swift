extension View {
    /// Draws a border of `width` points inside the view's frame: an overlay of
    /// `Rectangle().strokeBorder(content, lineWidth: width)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
