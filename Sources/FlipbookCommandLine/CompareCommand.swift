import ArgumentParser
import FlipbookImage
import FlipbookReport
import Foundation

/// `flipbook compare EXPECTED ACTUAL`: two PNG files or two folders of frames, pixelmatch-compared.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG files, or two folders of frames, with pixelmatch.",
        discussion: """
            Folders are compared by file name: passed, failed, new (only in ACTUAL) and missing \
            (only in EXPECTED) frames, and gaps in frame numbers. Exit codes: 0 within tolerance, \
            1 different (a size mismatch included), 2 bad usage or an unreadable or corrupt file.
            """)

    @Argument(help: "The expected (golden) PNG file or folder.")
    var expected: String

    @Argument(help: "The actual PNG file or folder.")
    var actual: String

    @Option(help: ArgumentHelp("Write the diff image there (for folders: a folder of diff images).", valueName: "PATH"))
    var diff: String?

    @Option(help: ArgumentHelp("Write a self-contained HTML report there.", valueName: "FILE"))
    var report: String?

    @Option(help: ArgumentHelp("Per-pixel threshold 0...1; 0 counts any colour change.", valueName: "T"))
    var threshold = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(name: .customLong("max-diff-pixels"), help: ArgumentHelp("Differing pixels allowed per image.", valueName: "N"))
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"),
            help: ArgumentHelp("Fraction 0...1 of an image's pixels allowed to differ (the stricter limit wins).", valueName: "R"))
    var maxDiffRatio: Double?

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    func validate() throws {
        if !(threshold.isFinite && (0...1).contains(threshold)) {
            throw ValidationError("--threshold must be between 0 and 1 (got \(threshold))")
        }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must be 0 or more (got \(maxDiffPixels))") }
        if let ratio = maxDiffRatio, !(ratio.isFinite && (0...1).contains(ratio)) {
            throw ValidationError("--max-diff-ratio must be between 0 and 1 (got \(ratio))")
        }
    }

    func run() throws {
        let tolerance = FrameTolerance(threshold: threshold, includeAA: includeAA, maxDiffPixels: maxDiffPixels,
                                       maxDiffPixelRatio: maxDiffRatio)
        let folders = try bothFolders()
        let comparison: Comparison
        do {
            comparison = folders
                ? try .directories(expected: expected, actual: actual, tolerance: tolerance)
                : .files(expected: expected, actual: actual, tolerance: tolerance)
        } catch {
            throw ValidationError(error.description)
        }
        var written: [String] = []
        do {
            written = try writeDiffs(comparison, folders: folders)
            if let report {
                try HTMLReport(comparison).write(to: report)
                written.append("report: \(report)")
            }
        } catch {
            throw ValidationError("\(error)")
        }
        let output = json ? ComparisonJSON(comparison, folders: folders).text : CompareOutput(comparison, folders: folders).text
        if !output.isEmpty { print(output) }
        if !json { written.forEach { print($0) } }
        for image in comparison.images(.error) {
            FileHandle.standardError.write(Data("flipbook: \(image.detail)\n".utf8))
        }
        if !comparison.images(.error).isEmpty { throw ExitCode(2) }
        if !comparison.passes { throw ExitCode(1) }
    }

    /// True for two folders, false for two files; a folder and a file is bad usage.
    private func bothFolders() throws -> Bool {
        let (left, right) = (Self.isFolder(expected), Self.isFolder(actual))
        if left != right {
            let (folder, file) = left ? (expected, actual) : (actual, expected)
            throw ValidationError("compare two PNG files or two folders: \(folder) is a folder, \(file) is not")
        }
        return left
    }

    /// Writes the diff image (files) or one per failed frame (folders); returns lines to print.
    private func writeDiffs(_ comparison: Comparison, folders: Bool) throws -> [String] {
        guard let diff else { return [] }
        let images = comparison.images.filter { $0.diff != nil }
        if folders {
            try FileManager.default.createDirectory(atPath: diff, withIntermediateDirectories: true)
            for image in images {
                try PNG.write(image.diff!, to: (diff as NSString).appendingPathComponent(image.name))
            }
            return images.isEmpty ? [] : ["diffs: \(diff)"]
        }
        guard let painted = comparison.images.first?.diff else {
            return comparison.images.first?.verdict?.result.sizeMismatch != nil ? ["no diff image: the sizes differ"] : []
        }
        try PNG.write(painted, to: diff)
        return ["diff: \(diff)"]
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
