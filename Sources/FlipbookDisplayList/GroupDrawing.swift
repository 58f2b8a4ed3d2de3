import Foundation

/// Children drawn under a transform and clip, composited as one layer with `opacity`.
///
/// Renderers skip a group whose transform is non-finite or singular (determinant 0), whose clip
/// has a non-finite coordinate, or whose opacity is ≤ 0; opacity is clamped to 0…1 and NaN counts as 1.
public struct GroupDrawing: Sendable, Equatable {
    /// Applied to the children (and to the clip).
    public var transform: AffineTransform
    /// Opacity of the group as a whole (children are composited offscreen first).
    public var opacity: Double
    /// Clip path in the group's transformed coordinates, filled with the non-zero rule.
    public var clip: PathData?
    public var items: [DisplayItem]

    public init(transform: AffineTransform = .identity, opacity: Double = 1, clip: PathData? = nil, items: [DisplayItem]) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.items = items
    }
}
