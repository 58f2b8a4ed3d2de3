import FlipbookCompare

/// How different a frame may be from its golden and still pass, as Playwright's
/// `toHaveScreenshot` decides: a pixel differs when its pixelmatch YIQ distance exceeds
/// `threshold`; the frame passes when at most `maxDiffPixels` and at most
/// `maxDiffPixelRatio × width × height` pixels differ (the stricter wins; neither set means 0).
public struct FrameTolerance: Sendable, Equatable, Codable {
    /// Per-pixel threshold, 0...1: 0 means any colour change counts, 0.1 is pixelmatch's default.
    public var threshold: Double
    /// Count anti-aliased pixels as differences (pixelmatch `includeAA`) instead of ignoring them.
    public var includeAA: Bool
    /// Differing pixels allowed; nil for no count limit.
    public var maxDiffPixels: Int?
    /// Fraction (0...1) of the frame's pixels allowed to differ; nil for no ratio limit.
    public var maxDiffPixelRatio: Double?

    /// Creates a tolerance; with the defaults a frame fails on any pixel over threshold 0.1.
    public init(threshold: Double = 0.1, includeAA: Bool = false, maxDiffPixels: Int? = nil,
                maxDiffPixelRatio: Double? = nil) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Every pixel must have the same colour (fully transparent pixels match whatever colour
    /// they hide). The default for Flipbook's own goldens: rendering is deterministic.
    public static let exact = FrameTolerance(threshold: 0, includeAA: true)

    /// The pixelmatch options that apply `threshold` and `includeAA`.
    public var pixelmatchOptions: PixelmatchOptions {
        PixelmatchOptions(threshold: threshold, includeAA: includeAA)
    }

    /// How many differing pixels a frame of `pixelCount` pixels may have (fractional when the
    /// ratio limit is stricter): the smaller of the two limits, 0 when neither is set.
    public func allowedDiffPixels(pixelCount: Int) -> Double {
        let byCount = maxDiffPixels.map(Double.init)
        let byRatio = maxDiffPixelRatio.map { $0 * Double(pixelCount) }
        switch (byCount, byRatio) {
        case let (count?, ratio?): return min(count, ratio)
        case let (count?, nil): return count
        case let (nil, ratio?): return ratio
        case (nil, nil): return 0
        }
    }

    /// Why these settings cannot be used, if they cannot.
    public var problem: String? {
        if !(threshold.isFinite && (0...1).contains(threshold)) { return "threshold must be between 0 and 1 (got \(threshold))" }
        if let maxDiffPixels, maxDiffPixels < 0 { return "maxDiffPixels must be 0 or more (got \(maxDiffPixels))" }
        if let ratio = maxDiffPixelRatio, !(ratio.isFinite && (0...1).contains(ratio)) {
            return "maxDiffPixelRatio must be between 0 and 1 (got \(ratio))"
        }
        return nil
    }

    /// `threshold 0.1`, `threshold 0, anti-aliasing counted, at most 5 pixels`…, for messages.
    public var summary: String {
        var parts = ["threshold \(Self.format(threshold))"]
        parts.append(includeAA ? "anti-aliasing counted" : "anti-aliasing ignored")
        if let maxDiffPixels { parts.append("at most \(maxDiffPixels) pixels") }
        if let maxDiffPixelRatio { parts.append("at most ratio \(Self.format(maxDiffPixelRatio))") }
        return parts.joined(separator: ", ")
    }

    /// A number without a trailing `.0`: `0`, `0.1`, `0.0025`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
