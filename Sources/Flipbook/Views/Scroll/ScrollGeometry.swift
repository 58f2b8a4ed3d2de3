/// A scroll view's geometry, as `onScrollGeometryChange(for:of:action:)` hands it: where the
/// content is scrolled, how large it and the scroll view are, and the insets between them (the
/// safe area the scroll view reaches under and its content margins).
public struct ScrollGeometry: Equatable, Sendable {
    /// The top-leading corner of what shows, in the content's coordinates: negative by the insets
    /// when the content rests at its start.
    public var contentOffset: CGPoint
    /// The content's size (without the insets).
    public var contentSize: CGSize
    /// The space between the scroll view's edges and its content at rest.
    public var contentInsets: EdgeInsets
    /// The scroll view's size, the areas it reaches under included.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// What shows, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}
