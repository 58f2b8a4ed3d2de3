import ArgumentParser
import FlipbookImage
import FlipbookMessages
import FlipbookPlayer
import FlipbookReport
import Foundation

/// `flipbook compare EXPECTED ACTUAL`: two PNG files or two folders of frames, pixelmatch-compared.
struct CompareCommand: ParsableCommand, ShardsItsWork {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two PNG files, or two folders of frames, with pixelmatch.",
        discussion: """
            Folders are compared by file name: passed, failed, new (only in ACTUAL) and missing \
            (only in EXPECTED) frames, and gaps in frame numbers. Exit codes: 0 within tolerance, \
            1 different (a size mismatch included), 2 bad usage or an unreadable or corrupt file.
            """)

    static let shardHelp = """
        Compare only shard K of N (1-based) of two folders: a contiguous chunk of their files in frame \
        order; `auto` reads FLIPBOOK_SHARD, JOB_COMPLETION_INDEX with FLIPBOOK_SHARD_COUNT, or \
        SLURM_ARRAY_TASK_ID. Merge the shards' --json results with `flipbook report merge`.
        """

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

    @OptionGroup var sharding: ShardOption<CompareCommand>

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
        let shard = try sharding.resolved()
        if shard != nil, !folders { throw ValidationError("--shard splits folder comparisons; give two folders") }
        if let diff { _ = folders ? try OutputLocation.folder(diff, option: "--diff") : try OutputLocation.file(diff, option: "--diff") }
        let page: HTMLReport?
        do { page = try report.map { try HTMLReport(path: OutputLocation.file($0, option: "--report")) } } catch let error as InputError {
            throw PlayerError.failure(error.description)
        }
        // Each diff image is written (and each report section made) as soon as its pair is
        // compared; after a write fails, the comparison goes on without writing.
        var writeFailure: String?
        var diffsWritten = 0
        let each: Comparison.ImageHandler = { image, painted in
            guard writeFailure == nil else { return }
            if let diff, let painted {
                let path = folders ? (diff as NSString).appendingPathComponent(image.name) : diff
                do { try PNG.write(painted, to: path) } catch { writeFailure = "\(error)" }
                diffsWritten += 1
            }
            page?.add(image, diff: painted)
        }
        let comparison: Comparison
        do {
            comparison = folders
                ? try .directories(expected: expected, actual: actual, tolerance: tolerance,
                                   select: { names in shard.map { Array(names[$0.chunk(of: names.count)]) } ?? names }, each: each)
                : .files(expected: expected, actual: actual, tolerance: tolerance, each: each)
        } catch {
            throw PlayerError.usage(error.description)
        }
        var written: [String] = []
        if writeFailure == nil, let diff {
            if diffsWritten > 0 { written.append("\(folders ? "diffs" : "diff"): \(OneLine.echo(diff))") }
            if !folders, comparison.images.first?.verdict?.result.sizeMismatch != nil { written.append("no diff image: the sizes differ") }
        }
        if writeFailure == nil, let page {
            do {
                try page.finish(comparison)
                written.append("report: \(OneLine.echo(page.path))")
            } catch {
                writeFailure = error.description
            }
        }
        let output = json ? ComparisonJSON(comparison, folders: folders, shard: shard?.description).text : CompareOutput(comparison, folders: folders).text
        if !output.isEmpty { print(output) }
        if !json { written.forEach { print($0) } }
        fflush(nil)
        let unreadable = comparison.images(.error)
        for image in unreadable {
            FileHandle.standardError.write(Data("flipbook: \(OneLine.message(image.detail))\n".utf8))
        }
        if let writeFailure {
            FileHandle.standardError.write(Data("flipbook: \(OneLine.message(writeFailure))\n".utf8))
        }
        if !unreadable.isEmpty { throw ExitCode(2) }
        if writeFailure != nil || !comparison.passes { throw ExitCode(1) }
    }

    /// True for two folders, false for two files; a folder and a file is bad usage.
    private func bothFolders() throws -> Bool {
        let (left, right) = (Self.isFolder(expected), Self.isFolder(actual))
        if left != right {
            let (folder, file) = left ? (expected, actual) : (actual, expected)
            throw ValidationError("compare two PNG files or two folders: \(OneLine.echo(folder)) is a folder, \(OneLine.echo(file)) is not")
        }
        return left
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
