import Foundation
import FlipbookCompare

/// The `--json` form of a `Comparison`: `match`, `reason`, `diffCount`, `diffRatio`,
/// `antiAliasedCount`, `width`, `height` (totals over compared frames in folder mode, with the
/// size when every frame has the same one), and in folder mode the counts per status, the
/// frames that did not pass and the notes, plus what `report merge` needs to rebuild the
/// comparison: the folders, the tolerance, the names of the frames that passed and the shard.
public struct ComparisonJSON: Codable, Sendable {
    /// One image that did not pass, or the single image of a file comparison.
    struct Image: Codable, Sendable {
        let name: String
        let status: ComparedImage.Status
        let reason: ImageVerdict.Reason?
        let diffCount: Int?
        let diffRatio: Double?
        let antiAliasedCount: Int?
        let width: Int?
        let height: Int?
        let actualWidth: Int?
        let actualHeight: Int?
        let error: String?

        init(_ image: ComparedImage) {
            let result = image.verdict?.result
            name = image.name
            status = image.status
            reason = image.verdict?.reason
            diffCount = result?.diffCount
            diffRatio = result?.diffRatio
            antiAliasedCount = result?.antiAliasedCount
            width = result?.width
            height = result?.height
            actualWidth = result?.sizeMismatch?.width
            actualHeight = result?.sizeMismatch?.height
            error = image.error
        }
    }

    let match: Bool
    let reason: String
    let diffCount: Int
    let diffRatio: Double
    let antiAliasedCount: Int
    let width: Int?
    let height: Int?
    let actualWidth: Int?
    let actualHeight: Int?
    let error: String?
    let passed: Int?
    let failed: Int?
    let new: Int?
    let missing: Int?
    let errors: Int?
    let frames: [Image]?
    let gaps: [String]?
    let manifestDifferences: [String]?
    let environmentDifferences: [String]?
    let expected: String?
    let actual: String?
    let tolerance: FrameTolerance?
    let passedFrames: [String]?
    /// `K/N` for the share of a folder comparison one shard made.
    let shard: String?

    /// The JSON of `comparison`; `folders` adds the per-status counts, frames, notes and what a
    /// merge needs; `shard` (`K/N`) says which share of the folders' frames it compared.
    public init(_ comparison: Comparison, folders: Bool, shard: String? = nil) {
        let results = comparison.images.compactMap { $0.verdict?.result }
        let sizes = Set(results.map { PixelSize(width: $0.width, height: $0.height) })
        let single = folders ? nil : comparison.images.first.map(Image.init)
        match = comparison.passes
        reason = comparison.reason
        antiAliasedCount = results.reduce(0) { $0 + $1.antiAliasedCount }
        if folders {
            // Totals over the same-sized pairs; size mismatches count in `failed`.
            let compared = results.filter { $0.sizeMismatch == nil }
            let pixels = compared.reduce(0) { $0 + $1.width * $1.height }
            diffCount = compared.reduce(0) { $0 + $1.diffCount }
            diffRatio = pixels == 0 ? 0 : Double(diffCount) / Double(pixels)
        } else {
            diffCount = results.first?.diffCount ?? 0
            diffRatio = results.first?.diffRatio ?? 0
        }
        width = sizes.count == 1 ? results.first?.width : nil
        height = sizes.count == 1 ? results.first?.height : nil
        actualWidth = single?.actualWidth
        actualHeight = single?.actualHeight
        error = single?.error
        func count(_ status: ComparedImage.Status) -> Int? { folders ? comparison.images(status).count : nil }
        passed = count(.passed)
        failed = count(.failed)
        new = count(.new)
        missing = count(.missing)
        errors = count(.error)
        frames = folders ? comparison.images.filter { $0.status != .passed }.map(Image.init) : nil
        gaps = folders ? comparison.gaps : nil
        manifestDifferences = folders ? comparison.manifestDifferences : nil
        environmentDifferences = folders ? comparison.environmentDifferences : nil
        expected = folders ? comparison.expected : nil
        actual = folders ? comparison.actual : nil
        tolerance = folders ? comparison.tolerance : nil
        passedFrames = folders ? comparison.images(.passed).map(\.name) : nil
        self.shard = folders ? shard : nil
    }

    /// One line of sorted-key JSON.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
