import FlipbookImage

/// One image of a comparison: its name, how it compared and the files involved.
public struct ComparedImage: Sendable {
    /// How an image compared, named as reg-cli names them.
    public enum Status: String, Sendable, Codable {
        /// Within tolerance.
        case passed
        /// Different sizes or too many differing pixels.
        case failed
        /// Only in the actual folder.
        case new
        /// Only in the expected folder.
        case missing
        /// Unreadable or corrupt.
        case error
    }

    /// The file name (`frame-00012.png`).
    public let name: String
    public let status: Status
    /// The expected file, when there is one.
    public let expectedPath: String?
    /// The actual file, when there is one.
    public let actualPath: String?
    /// The comparison, for images present on both sides and readable.
    public let verdict: ImageVerdict?
    /// Why the image could not be compared (`status == .error`), naming the file.
    public let error: String?

    /// 12 for `frame-00012.png`.
    public var frame: Int? { FrameDirectory.frameNumber(of: name) }

    /// Reads and compares two PNG files; an unreadable or corrupt one gives an `.error` entry.
    /// The pixelmatch diff image comes with a failed pair of same-sized images, and with a passing
    /// one too when `keepPassingDiff`; the caller decides whether to keep it.
    public static func compareFiles(name: String, expected: String, actual: String, tolerance: FrameTolerance,
                                    keepPassingDiff: Bool = false) -> (image: ComparedImage, diff: RGBAImage?) {
        do {
            let (verdict, diff) = try ImageVerdict.compare(
                PNG.read(contentsOf: expected), PNG.read(contentsOf: actual), tolerance: tolerance, makeDiff: true)
            let image = ComparedImage(name: name, status: verdict.passes ? .passed : .failed, expectedPath: expected,
                                      actualPath: actual, verdict: verdict, error: nil)
            return (image, verdict.passes && !keepPassingDiff ? nil : diff)
        } catch {
            return (ComparedImage(name: name, status: .error, expectedPath: expected, actualPath: actual,
                                  verdict: nil, error: "\(error)"), nil)
        }
    }

    /// An image found on one side only.
    public static func unpaired(name: String, expected: String?, actual: String?) -> ComparedImage {
        ComparedImage(name: name, status: expected == nil ? .new : .missing, expectedPath: expected,
                      actualPath: actual, verdict: nil, error: nil)
    }

    /// What happened, in a few words: the verdict's summary, `only in the actual folder`, the error.
    public var detail: String {
        switch status {
        case .passed, .failed: verdict?.summary ?? ""
        case .new: "only in the actual folder"
        case .missing: "only in the expected folder"
        case .error: error ?? ""
        }
    }
}
