import FlipbookMessages
import FlipbookReport

/// The text `flipbook compare` prints: for two files one line `REASON: DETAIL`; for folders one
/// line per image that did not pass, the gaps and manifest differences, and a count line.
/// Empty for two files when one cannot be read (standard error says why).
struct CompareOutput {
    let comparison: Comparison
    let folders: Bool

    init(_ comparison: Comparison, folders: Bool) {
        self.comparison = comparison
        self.folders = folders
    }

    var text: String {
        guard folders else {
            guard let image = comparison.images.first, image.status != .error else { return "" }
            return "\(comparison.reason): \(OneLine.message(image.detail))"
        }
        var lines = comparison.environmentNote.map { [$0] } ?? []
        lines += comparison.images.filter { $0.status != .passed }.map { image in
            image.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + OneLine.message("\(image.name): \(image.detail)")
        }
        lines += comparison.gaps.map { "gap: \($0)" }
        lines += comparison.manifestDifferences.map { "sequence.json differs: \($0)" }
        let statuses: [ComparedImage.Status] = [.passed, .failed, .new, .missing, .error]
        let counts = statuses.map { "\(comparison.images($0).count) \($0.rawValue)" }.joined(separator: ", ")
        lines.append("\(counts): \(comparison.reason)")
        return lines.joined(separator: "\n")
    }
}
