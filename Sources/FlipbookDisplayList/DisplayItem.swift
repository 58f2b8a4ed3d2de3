import Foundation

/// One drawing operation in a ``DisplayList``.
public enum DisplayItem: Sendable, Equatable {
    /// A filled or stroked path.
    case shape(ShapeDrawing)
    /// A laid-out block of text.
    case text(TextDrawing)
    /// A bitmap drawn into a rectangle.
    case image(ImageDrawing)
    /// Children drawn with a shared transform, clip and opacity.
    case group(GroupDrawing)
}
