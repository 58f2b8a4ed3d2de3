import Foundation
import Flipbook
import FlipbookPlayer
import FlipbookReport

/// Checks every `#Preview` and `PreviewProvider` linked into the test (those of `modules`, or all
/// of them) against golden frames at each preview's golden times, like `assertFrames`: one
/// sequence per preview, `__Snapshots__/<TestFile>/<testName>.<preview-name>/`, with the same
/// record modes, tolerance and messages. A golden folder of this test that belongs to no preview
/// any more (a preview renamed or removed) is a failure too; `FLIPBOOK_RECORD=all` deletes it.
/// With `FLIPBOOK_SHARD=K/N` set, the previews are dealt among the N shards by the pixels their
/// golden frames hold, and only shard K's are checked.
///
///     @MainActor @Test func previews() { assertPreviews(in: ["MyViews"]) }
///
/// - Parameters:
///   - modules: the modules whose previews to check; every linked module's when nil.
///   - isIncluded: which of those previews to check (all by default): another test may check
///     the others (at other times).
///   - scale: pixels per point (each preview's device's when nil).
///   - sampleResponses: what the previews' `http(s):` requests are answered with (none when nil:
///     they fail as offline).
///   - tolerance: `.exact` by default: Flipbook's rendering is deterministic.
///   - record: when to write goldens; from `FLIPBOOK_RECORD` / `CI` when nil (see `RecordMode`).
///   - fileID: the calling file (leave the default).
///   - filePath: the calling file's path (leave the default): goldens live beside it.
///   - function: the calling test (leave the default): it names the golden folders.
///   - line: the calling line (leave the default).
///   - column: the calling column (leave the default).
@MainActor
public func assertPreviews(
    in modules: Set<String>? = nil, where isIncluded: (FlipbookScene) -> Bool = { _ in true }, scale: Double? = nil,
    sampleResponses: SampleResponses? = nil, tolerance: FrameTolerance = .exact, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    let report = { (message: String) in
        IssueReporter.record(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let scenes: [FlipbookScene]
    do {
        scenes = try SharedRenderer.get().previewScenes(in: modules).filter(isIncluded).map { preview in
            var scene = preview
            if let sampleResponses { scene.sampleResponses = sampleResponses }
            return scene
        }
    } catch { return report("\(error)") }
    guard !scenes.isEmpty else {
        let place = modules.map { "in \($0.sorted().joined(separator: ", "))" } ?? "in the modules linked into this test"
        return report("no previews found \(place); link the module that declares them into the test target")
    }
    var checked = scenes
    switch GoldenShard.current() {
    case .failure(let problem)?: return report(problem.description)
    case .success(let shard)?: checked = GoldenShard.previews(scenes, scale: scale, for: shard)
    case nil: break
    }
    for scene in checked {
        switch scene.goldenFrames(at: nil) {
        case .success(let frames):
            checkFrames(of: scene, frames: frames, scale: scale, named: scene.name, tolerance: tolerance, record: record,
                        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
        case .failure(let problem): report(problem.description)
        }
    }
    let fromEnvironment = RecordMode.fromEnvironment()
    for message in StaleGoldens(filePath: "\(filePath)", function: "\(function)", current: Set(scenes.map(\.name)))
        .check(removing: (record ?? fromEnvironment.mode) == .all) {
        report(message)
    }
}

/// The golden folders of one test that name no current preview.
struct StaleGoldens {
    let filePath: String
    let function: String
    let current: Set<String>

    /// One message per stale folder; with `removing`, the folders are deleted first.
    func check(removing: Bool) -> [String] {
        let sample = GoldenLocation(filePath: filePath, function: function, name: "x")
        let folder = (sample.directory as NSString).deletingLastPathComponent
        let prefix = GoldenLocation.sanitize(function) + "."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix(prefix) && !current.contains(String($0.dropFirst(prefix.count))) }.sorted()
            .map { name in
                let path = (folder as NSString).appendingPathComponent(name)
                if removing, (try? FileManager.default.removeItem(atPath: path)) != nil {
                    return "stale golden \(path): no preview is called \(name.dropFirst(prefix.count)) any more; "
                        + "removed it (record mode all)"
                }
                return "stale golden \(path): no preview is called \(name.dropFirst(prefix.count)) any more "
                    + "(renamed or removed); delete the folder, or re-record with \(RecordMode.environmentVariable)=all"
            }
    }
}
