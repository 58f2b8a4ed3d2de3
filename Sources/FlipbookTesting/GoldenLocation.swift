import Foundation

/// Where a golden frame sequence lives and where a failing run leaves its actual and diff images.
///
/// The default layout, beside the test file as swift-snapshot-testing lays snapshots out:
///
///     Tests/MyTests/__Snapshots__/<TestFile>/<testName>[.<name>]/frame-00012.png
///                                                               /sequence.json
///     $SNAPSHOT_ARTIFACTS (or output/snapshot-failures)/<TestFile>/<testName>[.<name>]/
///         frame-00012.actual.png, frame-00012.diff.png
public struct GoldenLocation: Sendable, Equatable {
    /// The folder of golden frames and their `sequence.json`.
    public var directory: String
    /// The folder for a failing run's actual and diff images.
    public var artifactsDirectory: String

    public init(directory: String, artifactsDirectory: String) {
        self.directory = directory
        self.artifactsDirectory = artifactsDirectory
    }

    /// The default location for a test: `filePath` is the test file (`#filePath`), `function`
    /// the test (`#function`; `everyScene()` becomes `everyScene`), `name` an optional suffix
    /// telling several sequences of one test apart.
    public init(filePath: String, function: String, name: String?,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        let file = URL(fileURLWithPath: filePath)
        let testFile = file.deletingPathExtension().lastPathComponent
        let leaf = Self.sanitize(function) + (name.map { "." + Self.sanitize($0) } ?? "")
        directory = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile).appendingPathComponent(leaf).path
        let artifacts = environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("output/snapshot-failures")
        artifactsDirectory = artifacts.appendingPathComponent(testFile).appendingPathComponent(leaf).path
    }

    /// The golden of frame `index`: `frame-00012.png`.
    public func goldenPath(ofFrame index: Int) -> String { path(directory, index, "") }
    /// A failing frame's rendering: `frame-00012.actual.png` in the artifacts folder.
    public func actualPath(ofFrame index: Int) -> String { path(artifactsDirectory, index, ".actual") }
    /// A failing frame's pixelmatch diff: `frame-00012.diff.png` in the artifacts folder.
    public func diffPath(ofFrame index: Int) -> String { path(artifactsDirectory, index, ".diff") }
    /// The sequence's value track golden, `value-track.txt` (see `assertTrack`).
    public var trackPath: String { (directory as NSString).appendingPathComponent("value-track.txt") }
    /// A failing run's value track, `value-track.actual.txt` in the artifacts folder.
    public var actualTrackPath: String { (artifactsDirectory as NSString).appendingPathComponent("value-track.actual.txt") }
    /// The sequence's `sequence.json`.
    public var manifestPath: String { (directory as NSString).appendingPathComponent(SequenceManifest.fileName) }

    private func path(_ folder: String, _ index: Int, _ suffix: String) -> String {
        (folder as NSString).appendingPathComponent(String(format: "frame-%05d", index) + suffix + ".png")
    }

    /// Runs of characters other than letters, digits, `_`, `@` and `.` become one `-`, trimmed at both ends.
    static func sanitize(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber || "_@.".contains(character) {
                result.append(character)
            } else if result.last != "-" {
                result.append("-")
            }
        }
        return String(result.drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed())
    }
}
