/// The name under which a scroll view records its frame as a coordinate space: `axis` nil for
/// `.scrollView` (the nearest scroll view), else `.scrollView(axis:)` (the nearest one scrolling
/// along `axis`).
struct ScrollViewCoordinateSpaceName: Hashable {
    let axis: Axis?

    /// The names a scroll view scrolling along `axes` answers to.
    static func names(for axes: Axis.Set) -> [ScrollViewCoordinateSpaceName] {
        [ScrollViewCoordinateSpaceName(axis: nil)]
            + [Axis.horizontal, .vertical].filter { axes.contains($0.set) }.map { ScrollViewCoordinateSpaceName(axis: $0) }
    }
}

extension CoordinateSpace {
    /// The coordinate space of the nearest enclosing scroll view: its visible frame, so a view's
    /// frame in it moves as the content scrolls.
    public static var scrollView: CoordinateSpace { .named(ScrollViewCoordinateSpaceName(axis: nil)) }

    /// The coordinate space of the nearest enclosing scroll view that scrolls along `axis`.
    public static func scrollView(axis: Axis) -> CoordinateSpace {
        .named(ScrollViewCoordinateSpaceName(axis: axis))
    }
}
