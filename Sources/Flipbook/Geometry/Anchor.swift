/// A view's geometry, named relative to the view.
///
/// Partial: only `Anchor<CGRect>.Source` (`.bounds`, `.rect(_:)`), for popover attachment
/// anchors; anchor preferences are absent.
public struct Anchor<Value> {
    /// Where in a view an anchor points: its bounds, or a rectangle in its own coordinates.
    public struct Source: Sendable {
        /// A rectangle in the view's coordinates; nil for its bounds.
        let rect: CGRect?
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: nil) }

    /// `rect` in the view's coordinates.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: rect) }

    /// This source's rectangle in scene coordinates, for a view whose frame is `frame`.
    func rect(in frame: CGRect) -> CGRect {
        rect.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) } ?? frame
    }
}
