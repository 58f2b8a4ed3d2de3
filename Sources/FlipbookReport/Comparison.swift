import Foundation
import FlipbookImage
import FlipbookMessages

/// Two PNG files or two folders of frames compared under one tolerance: the images with their
/// status and notes about the folders (gaps in frame numbers, differing manifests).
///
/// Folders are compared one pair at a time and only verdicts are kept: each image, with its
/// diff image while it exists, goes to an `ImageHandler` as soon as it is compared, so memory
/// is that of one pair of images whatever the number of frames.
public struct Comparison: Sendable {
    /// Receives each image as soon as it is compared, with its pixelmatch diff image (a failed
    /// pair of same-sized images; for two files, a passing pair too), which is not kept.
    public typealias ImageHandler = (ComparedImage, RGBAImage?) -> Void

    /// The expected file or folder.
    public let expected: String
    /// The actual file or folder.
    public let actual: String
    public let tolerance: FrameTolerance
    /// Every image, in frame order.
    public let images: [ComparedImage]
    /// Gaps in either folder's frame numbers, one line each.
    public let gaps: [String]
    /// How the actual folder's `sequence.json` differs from the expected one's.
    public let manifestDifferences: [String]
    /// How the environment the actual frames were rendered in differs from the expected ones'
    /// (`pango 1.50.12 → 1.54.0`), when both manifests record it: a note, not a failure.
    public let environmentDifferences: [String]

    /// Compares two PNG files; `each` receives the diff image even when they pass.
    public static func files(expected: String, actual: String, tolerance: FrameTolerance,
                             each: ImageHandler = { _, _ in }) -> Comparison {
        let (image, diff) = ComparedImage.compareFiles(name: (actual as NSString).lastPathComponent, expected: expected,
                                                       actual: actual, tolerance: tolerance, keepPassingDiff: true)
        each(image, diff)
        return Comparison(expected: expected, actual: actual, tolerance: tolerance, images: [image],
                          gaps: [], manifestDifferences: [], environmentDifferences: [])
    }

    /// Compares the PNG files of two folders by name, in frame order: passed and failed pairs,
    /// new (actual only) and missing (expected only) files. `select` picks the names to compare
    /// from all of them in frame order (a shard's share; all by default). Throws when a folder
    /// cannot be listed.
    public static func directories(expected: String, actual: String, tolerance: FrameTolerance,
                                   select: ([String]) -> [String] = { $0 },
                                   each: ImageHandler = { _, _ in }) throws(InputError) -> Comparison {
        let left = try FrameDirectory(path: expected)
        let right = try FrameDirectory(path: actual)
        guard !left.names.isEmpty || !right.names.isEmpty else {
            throw InputError("nothing to compare: neither \(OneLine.echo(expected)) nor \(OneLine.echo(actual)) holds PNG files")
        }
        let leftNames = Set(left.names), rightNames = Set(right.names)
        let ordered = left.names + right.names.filter { !leftNames.contains($0) }
        let images = select(ordered.sorted(by: FrameDirectory.precedes)).map { name -> ComparedImage in
            let expectedPath = leftNames.contains(name) ? (expected as NSString).appendingPathComponent(name) : nil
            let actualPath = rightNames.contains(name) ? (actual as NSString).appendingPathComponent(name) : nil
            guard let expectedPath, let actualPath else {
                let image = ComparedImage.unpaired(name: name, expected: expectedPath, actual: actualPath)
                each(image, nil)
                return image
            }
            let (image, diff) = ComparedImage.compareFiles(name: name, expected: expectedPath, actual: actualPath,
                                                           tolerance: tolerance)
            each(image, diff)
            return image
        }
        var differences: [String] = [], environment: [String] = []
        if let golden = left.manifest, let current = right.manifest {
            differences = current.differences(from: golden)
            if let old = golden.environment, let new = current.environment { environment = new.differences(from: old) }
        }
        return Comparison(expected: expected, actual: actual, tolerance: tolerance, images: images,
                          gaps: [left.gapSummary, right.gapSummary].compactMap { $0 },
                          manifestDifferences: differences, environmentDifferences: environment)
    }

    /// The images with `status`.
    public func images(_ status: ComparedImage.Status) -> [ComparedImage] {
        images.filter { $0.status == status }
    }

    /// The overall reason, the most serious first: `error`, `manifest-diff`, `layout-diff`,
    /// `pixel-diff`, `missing-frames`, `new-frames`, `within-tolerance`, `match`.
    public var reason: String {
        let reasons = Set(images.compactMap { $0.verdict?.reason })
        if images.contains(where: { $0.status == .error }) { return "error" }
        if !manifestDifferences.isEmpty { return "manifest-diff" }
        if reasons.contains(.layoutDiff) { return ImageVerdict.Reason.layoutDiff.rawValue }
        if reasons.contains(.pixelDiff) { return ImageVerdict.Reason.pixelDiff.rawValue }
        if images.contains(where: { $0.status == .missing }) { return "missing-frames" }
        if images.contains(where: { $0.status == .new }) { return "new-frames" }
        if reasons.contains(.withinTolerance) { return ImageVerdict.Reason.withinTolerance.rawValue }
        return ImageVerdict.Reason.match.rawValue
    }

    /// True when every image is present on both sides and within tolerance, and the manifests agree.
    public var passes: Bool {
        [ImageVerdict.Reason.match.rawValue, ImageVerdict.Reason.withinTolerance.rawValue].contains(reason)
    }

    /// One line naming the environment differences and what to do about them; nil when none.
    public var environmentNote: String? {
        guard !environmentDifferences.isEmpty else { return nil }
        return "environment differs: \(environmentDifferences.map { OneLine.echo($0) }.joined(separator: "; ")). The expected frames were rendered "
            + "with other libraries or fonts, which can change antialiasing and text by themselves: re-render them here, "
            + "keep expected frames per environment, or compare with a tolerance (--threshold 0.1 --max-diff-ratio 0.001)"
    }
}
