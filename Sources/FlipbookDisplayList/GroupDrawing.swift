import Foundation

/// Children drawn under a transform and clip, composited as one layer with `opacity`, `effects`,
/// `mask` and `blendMode`.
///
/// Renderers skip a group whose transform is non-finite or singular (determinant 0), whose clip
/// has a non-finite coordinate, or whose opacity is ≤ 0; opacity is clamped to 0…1 and NaN counts as 1.
public struct GroupDrawing: Sendable, Equatable {
    /// Applied to the children (and to the clip, the mask and the effects' geometry).
    public var transform: AffineTransform
    /// Opacity of the group as a whole (children are composited offscreen first).
    public var opacity: Double
    /// Clip path in the group's transformed coordinates, filled with `clipRule`.
    public var clip: PathData?
    public var clipRule: FillRule
    public var items: [DisplayItem]
    /// Pixel passes on the composited children, in order, before the mask and opacity.
    public var effects: [LayerEffect]
    /// When set, the layer shows only where these items (drawn in the group's coordinates) have
    /// alpha, scaled by it.
    public var mask: [DisplayItem]?
    public var blendMode: BlendMode
    /// Composites the children offscreen even without effects, so blend modes inside the group
    /// combine only with each other (SwiftUI's `compositingGroup()`).
    public var isolated: Bool
    /// A perspective warp of the finished layer (after the clip, effects and mask) into the
    /// parent's coordinates; nil for none. Renderers draw nothing of it that falls behind the
    /// viewer (`w ≤ 0`) and skip a singular or non-finite one.
    public var projection: ProjectiveTransform?
    /// Painted inside the clip before the children: what is drawn beneath, blurred (a material).
    public var backdrop: Backdrop?

    public init(transform: AffineTransform = .identity, opacity: Double = 1, clip: PathData? = nil,
                clipRule: FillRule = .nonZero, items: [DisplayItem], effects: [LayerEffect] = [],
                mask: [DisplayItem]? = nil, blendMode: BlendMode = .normal, isolated: Bool = false,
                projection: ProjectiveTransform? = nil, backdrop: Backdrop? = nil) {
        self.transform = transform
        self.opacity = opacity
        self.clip = clip
        self.clipRule = clipRule
        self.items = items
        self.effects = effects
        self.mask = mask
        self.blendMode = blendMode
        self.isolated = isolated
        self.projection = projection
        self.backdrop = backdrop
    }

    /// Whether the children must be composited offscreen before reaching the canvas.
    public var needsLayer: Bool {
        opacity < 1 || !effects.isEmpty || mask != nil || blendMode != .normal || isolated || projection != nil
    }
}
