import Foundation
import FlipbookCompare
import FlipbookImage

/// The outcome of comparing an expected image with an actual one under a `FrameTolerance`.
public struct ImageVerdict: Sendable, Equatable {
    /// Why the images match or not, named like odiff's reasons.
    public enum Reason: String, Sendable, Codable {
        /// No pixel differs.
        case match
        /// Some pixels differ, no more than the tolerance allows.
        case withinTolerance = "within-tolerance"
        /// More pixels differ than the tolerance allows.
        case pixelDiff = "pixel-diff"
        /// The images have different sizes.
        case layoutDiff = "layout-diff"
    }

    /// The pixelmatch counts.
    public let result: FlipbookCompare.ComparisonResult
    /// The number of differing pixels the tolerance allows.
    public let allowedDiffPixels: Double

    /// Judges `result` by `tolerance`.
    public init(result: FlipbookCompare.ComparisonResult, tolerance: FrameTolerance) {
        self.result = result
        allowedDiffPixels = tolerance.allowedDiffPixels(pixelCount: result.width * result.height)
    }

    /// Compares `expected` with `actual`, also painting a pixelmatch diff image when asked
    /// (never for a size mismatch).
    public static func compare(_ expected: RGBAImage, _ actual: RGBAImage, tolerance: FrameTolerance,
                               makeDiff: Bool) throws(CompareError) -> (verdict: ImageVerdict, diff: RGBAImage?) {
        let sameSize = expected.width == actual.width && expected.height == actual.height
        var diff = makeDiff && sameSize ? RGBAImage(width: expected.width, height: expected.height, fill: (0, 0, 0, 0)) : nil
        let result = try pixelmatch(expected, actual, diff: &diff, options: tolerance.pixelmatchOptions)
        return (ImageVerdict(result: result, tolerance: tolerance), diff)
    }

    public var reason: Reason {
        if result.sizeMismatch != nil { return .layoutDiff }
        if result.diffCount == 0 { return .match }
        return Double(result.diffCount) <= allowedDiffPixels ? .withinTolerance : .pixelDiff
    }

    /// True for `match` and `within-tolerance`.
    public var passes: Bool { reason == .match || reason == .withinTolerance }

    /// One clause: `143 pixels (ratio 0.001192 of 400×300) differ, 0 allowed; 37 anti-aliased
    /// pixels ignored`, or `expected an image 400×300 px, received 800×600 px`.
    public var summary: String {
        if let actual = result.sizeMismatch {
            return "expected an image \(result.width)×\(result.height) px, received \(actual.width)×\(actual.height) px"
        }
        let count = result.diffCount
        var text = count == 0
            ? "no pixel differs (\(result.width)×\(result.height))"
            : "\(count) pixel\(count == 1 ? "" : "s") (ratio \(Self.ratio(result.diffRatio)) of \(result.width)×\(result.height)) "
                + "differ\(count == 1 ? "s" : ""), \(FrameTolerance.format(allowedDiffPixels.rounded(.down))) allowed"
        if result.antiAliasedCount > 0 {
            text += "; \(result.antiAliasedCount) anti-aliased pixel\(result.antiAliasedCount == 1 ? "" : "s") ignored"
        }
        return text
    }

    /// A ratio with four significant digits: `0.001192`, `0.5`, `1`.
    static func ratio(_ value: Double) -> String {
        String(format: "%.4g", value)
    }
}
