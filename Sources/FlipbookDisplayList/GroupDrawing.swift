import Foundation

/// Children drawn under a transform and clip, composited as one layer with `opacity`, `effects`,
/// `mask` and `blendMode`.
///
/// Renderers skip a group whose transform is non-finite or singular (determinant 0), whose clip
/// has a non-finite coordinate, or whose opacity is ≤ 0; opacity is clamped to 0…1 and NaN counts as 1.
public struct GroupDrawing: Sendable, Equatable {
    /// The fields, shared by copies until one of them changes (copy on write): a group is one
    /// reference in its display item, and whoever holds the only reference (an effect updating
    /// the group it drew last frame, once that frame's list is gone) changes it in place.
    private var storage: Storage

    /// Applied to the children (and to the clip, the mask and the effects' geometry).
    public var transform: AffineTransform {
        get { storage.fields.transform }
        set { makeUnique(); storage.fields.transform = newValue }
    }
    /// Opacity of the group as a whole (children are composited offscreen first).
    public var opacity: Double {
        get { storage.fields.opacity }
        set { makeUnique(); storage.fields.opacity = newValue }
    }
    /// Clip path in the group's transformed coordinates, filled with `clipRule`.
    public var clip: PathData? {
        get { storage.fields.clip }
        set { makeUnique(); storage.fields.clip = newValue }
    }
    public var clipRule: FillRule {
        get { storage.fields.clipRule }
        set { makeUnique(); storage.fields.clipRule = newValue }
    }
    public var items: [DisplayItem] {
        get { storage.fields.items }
        set { makeUnique(); storage.fields.items = newValue }
    }
    /// Pixel passes on the composited children, in order, before the mask and opacity.
    public var effects: [LayerEffect] {
        get { storage.fields.effects }
        set { makeUnique(); storage.fields.effects = newValue }
    }
    /// When set, the layer shows only where these items (drawn in the group's coordinates) have
    /// alpha, scaled by it.
    public var mask: [DisplayItem]? {
        get { storage.fields.mask }
        set { makeUnique(); storage.fields.mask = newValue }
    }
    public var blendMode: BlendMode {
        get { storage.fields.blendMode }
        set { makeUnique(); storage.fields.blendMode = newValue }
    }
    /// Composites the children offscreen even without effects, so blend modes inside the group
    /// combine only with each other (SwiftUI's `compositingGroup()`).
    public var isolated: Bool {
        get { storage.fields.isolated }
        set { makeUnique(); storage.fields.isolated = newValue }
    }
    /// A perspective warp of the finished layer (after the clip, effects and mask) into the
    /// parent's coordinates; nil for none. Renderers draw nothing of it that falls behind the
    /// viewer (`w ≤ 0`) and skip a singular or non-finite one.
    public var projection: ProjectiveTransform? {
        get { storage.fields.projection }
        set { makeUnique(); storage.fields.projection = newValue }
    }
    /// Painted inside the clip before the children: what is drawn beneath, blurred (a material).
    public var backdrop: Backdrop? {
        get { storage.fields.backdrop }
        set { makeUnique(); storage.fields.backdrop = newValue }
    }

    public init(transform: AffineTransform = .identity, opacity: Double = 1, clip: PathData? = nil,
                clipRule: FillRule = .nonZero, items: [DisplayItem], effects: [LayerEffect] = [],
                mask: [DisplayItem]? = nil, blendMode: BlendMode = .normal, isolated: Bool = false,
                projection: ProjectiveTransform? = nil, backdrop: Backdrop? = nil) {
        storage = Storage(Fields(transform: transform, opacity: opacity, clip: clip, clipRule: clipRule, items: items,
                                 effects: effects, mask: mask, blendMode: blendMode, isolated: isolated,
                                 projection: projection, backdrop: backdrop))
    }

    /// Whether the children must be composited offscreen before reaching the canvas.
    public var needsLayer: Bool {
        opacity < 1 || !effects.isEmpty || mask != nil || blendMode != .normal || isolated || projection != nil
    }

    public static func == (lhs: GroupDrawing, rhs: GroupDrawing) -> Bool {
        let (left, right) = (lhs.storage.fields, rhs.storage.fields)
        return left == right
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    private struct Fields: Equatable {
        var transform: AffineTransform
        var opacity: Double
        var clip: PathData?
        var clipRule: FillRule
        var items: [DisplayItem]
        var effects: [LayerEffect]
        var mask: [DisplayItem]?
        var blendMode: BlendMode
        var isolated: Bool
        var projection: ProjectiveTransform?
        var backdrop: Backdrop?
    }

    /// Changed only through `makeUnique()`, by the one value holding it.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
}
