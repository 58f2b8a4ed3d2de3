/// Options of `pixelmatch(_:_:diff:options:)`, named and defaulted as in pixelmatch v7.2.0.
public struct PixelmatchOptions: Sendable, Equatable {
    /// Per-pixel matching threshold, 0...1 (smaller is more sensitive). Default 0.1.
    /// A pixel differs when its YIQ distance exceeds `35215 × threshold²`.
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of detecting and ignoring them.
    /// Default false (pixelmatch `includeAA`).
    public var includeAA: Bool
    /// Opacity of the grey copy of the first image drawn behind the diff, 0...1. Default 0.1.
    public var alpha: Double
    /// Colour of detected anti-aliased pixels in the diff image. Default yellow (255, 255, 0).
    public var aaColor: RGBColor
    /// Colour of counted differences in the diff image. Default red (255, 0, 0).
    public var diffColor: RGBColor
    /// Colour of counted differences where the second image is darker; nil (the default) uses
    /// `diffColor` for every difference.
    public var diffColorAlt: RGBColor?
    /// Draw only counted differences and leave every other diff pixel untouched, giving a mask
    /// over a transparent canvas. Default false.
    public var diffMask: Bool
    /// Composite semi-transparent pixels over pixelmatch v7's pseudo-checkerboard (true, the
    /// default) or over white (false, reproducing pixelmatch v5/v6 exactly).
    public var checkerboard: Bool

    /// Creates options; every argument defaults to pixelmatch v7.2.0's default.
    public init(
        threshold: Double = 0.1,
        includeAA: Bool = false,
        alpha: Double = 0.1,
        aaColor: RGBColor = .yellow,
        diffColor: RGBColor = .red,
        diffColorAlt: RGBColor? = nil,
        diffMask: Bool = false,
        checkerboard: Bool = true
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
    }
}
