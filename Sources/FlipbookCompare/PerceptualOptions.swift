/// Options of `perceptualDiff(_:_:diff:options:)`.
public struct PerceptualOptions: Sendable, Equatable {
    /// A pixel counts as different when its CIEDE2000 ΔE₀₀ exceeds this. Default 2.3, the
    /// just-noticeable difference used by looks-same.
    public var deltaE: Double
    /// Opacity of the grey copy of the expected image drawn behind the diff, 0...1. Default 0.1.
    public var alpha: Double
    /// Colour of counted differences in the diff image. Default red (255, 0, 0).
    public var diffColor: RGBColor
    /// Colour of counted differences where the actual image is darker (lower L*); nil (the
    /// default) uses `diffColor`.
    public var diffColorAlt: RGBColor?
    /// Draw only counted differences and leave every other diff pixel untouched. Default false.
    public var diffMask: Bool

    /// Creates options with the documented defaults.
    public init(
        deltaE: Double = 2.3, alpha: Double = 0.1, diffColor: RGBColor = .red,
        diffColorAlt: RGBColor? = nil, diffMask: Bool = false
    ) {
        self.deltaE = deltaE
        self.alpha = alpha
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
    }
}
