import Foundation

/// A font request. Renderers treat a non-finite or non-positive `size` as empty text (zero size,
/// nothing drawn), cap `size` at 10 000 pt, and clamp `weight` to 100…1000.
public struct FontSpec: Sendable, Hashable {
    public var family: FontFamily
    /// Size in points (the font's em size: 1 pt is 1 pixel at scale 1).
    public var size: Double
    /// CSS weight, 100 (thin) … 400 (regular) … 700 (bold) … 900 (black).
    public var weight: Int
    public var italic: Bool

    public init(family: FontFamily = .sans, size: Double = 17, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }
}
