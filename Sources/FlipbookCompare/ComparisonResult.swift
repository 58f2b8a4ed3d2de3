/// The outcome of comparing an expected image (first argument) with an actual one (second).
public struct ComparisonResult: Sendable, Equatable {
    /// Width of the expected image.
    public let width: Int
    /// Height of the expected image.
    public let height: Int
    /// Size of the actual image when it differs from the expected one. Then no pixel is
    /// compared: every pixel of the larger extent counts as different and `diffRatio` is 1.
    public let sizeMismatch: PixelSize?
    /// Number of pixels counted as different.
    public let diffCount: Int
    /// Pixels over the threshold that were ignored as anti-aliasing (always 0 with `includeAA`
    /// and in perceptual mode).
    public let antiAliasedCount: Int
    /// Bounding box of the counted differences; nil when there are none.
    public let diffBounds: PixelRect?

    /// `diffCount / (width × height)`: 0 for an empty image, 1 for a size mismatch.
    public var diffRatio: Double {
        if sizeMismatch != nil { return 1 }
        let total = width * height
        return total == 0 ? 0 : Double(diffCount) / Double(total)
    }

    /// True when the sizes agree and no pixel is counted as different.
    public var isMatch: Bool { sizeMismatch == nil && diffCount == 0 }

    init(width: Int, height: Int, diffCount: Int, antiAliasedCount: Int, diffBounds: PixelRect?) {
        self.width = width
        self.height = height
        self.sizeMismatch = nil
        self.diffCount = diffCount
        self.antiAliasedCount = antiAliasedCount
        self.diffBounds = diffBounds
    }

    /// The result for an actual image whose size differs from the expected one.
    init(expected: PixelSize, actual: PixelSize) {
        let extent = PixelRect(
            x: 0, y: 0,
            width: max(expected.width, actual.width),
            height: max(expected.height, actual.height))
        self.width = expected.width
        self.height = expected.height
        self.sizeMismatch = actual
        self.diffCount = extent.width * extent.height
        self.antiAliasedCount = 0
        self.diffBounds = diffCount > 0 ? extent : nil
    }
}
