import Foundation
import Flipbook
import FlipbookImage
import FlipbookPlayer
import FlipbookReport

/// Renders `scene` at `times` (seconds; the scene's `goldenTimes` by default) and checks each
/// frame against its golden, recording a test failure per frame that differs. Works in XCTest
/// and Swift Testing (it reports through whichever runs the test).
///
/// Goldens live beside the test file (see `GoldenLocation`): a folder per sequence holding
/// `frame-00012.png`… and a `sequence.json` manifest. A time maps to frame `round(time × fps)`.
/// Failure messages name the scene, the frame, the differing pixel count and ratio, and the
/// actual and diff images left under `$SNAPSHOT_ARTIFACTS` (default `output/snapshot-failures`).
/// With `FLIPBOOK_SHARD=K/N` set, only the sequences that fall to shard K are checked (see `GoldenShard`).
///
/// - Parameters:
///   - scene: the scene to render.
///   - times: scene times in seconds; the scene's `goldenTimes` when nil (its key frames when its
///     `goldenTimeChoice` is `.automatic`: see `ValueTrack.keyFrames(events:)`).
///   - scale: pixels per point (the scene's own when nil).
///   - name: tells several sequences of one test apart (`explicit-animation@2x`).
///   - tolerance: `.exact` by default: Flipbook's rendering is deterministic.
///   - record: when to write goldens; from `FLIPBOOK_RECORD` / `CI` when nil (see `RecordMode`).
///   - fileID: the calling file (leave the default); with `filePath`, `line` and `column`, where
///     failures are reported and, with `function`, where goldens live.
///   - filePath: the calling file's path (leave the default).
///   - function: the calling test (leave the default).
///   - line: the calling line (leave the default).
///   - column: the calling column (leave the default).
@MainActor
public func assertFrames(
    of scene: FlipbookScene, at times: [Double]? = nil, scale: Double? = nil, named name: String? = nil,
    tolerance: FrameTolerance = .exact, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    switch scene.goldenFrames(at: times) {
    case .success(let frames):
        assertFrames(of: scene, frames: frames, scale: scale, named: name, tolerance: tolerance, record: record,
                     fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    case .failure(let problem):
        IssueReporter.record(problem.description, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Renders `frames` of `scene` (frame `i` shows time `i / fps`) and checks each against its
/// golden, like `assertFrames(of:at:…)`.
@MainActor
public func assertFrames(
    of scene: FlipbookScene, frames: [Int], scale: Double? = nil, named name: String? = nil,
    tolerance: FrameTolerance = .exact, record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    switch GoldenShard.current() {
    case .failure(let problem)?:
        return IssueReporter.record(problem.description, fileID: fileID, filePath: filePath, line: line, column: column)
    case .success(let shard)?:
        let owner = GoldenShard.owner(fileID: "\(fileID)", function: "\(function)", name: name ?? scene.name, count: shard.count)
        if owner != shard.index { return }
    case nil:
        break
    }
    checkFrames(of: scene, frames: frames, scale: scale, named: name, tolerance: tolerance, record: record,
                fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// `assertFrames(of:frames:…)` whatever the shard.
@MainActor
func checkFrames(
    of scene: FlipbookScene, frames: [Int], scale: Double?, named name: String?, tolerance: FrameTolerance,
    record: RecordMode?, fileID: StaticString, filePath: StaticString, function: StaticString, line: UInt, column: UInt
) {
    let location = GoldenLocation(filePath: "\(filePath)", function: "\(function)", name: name)
    checkGoldens(record: record, fileID: fileID, filePath: filePath, line: line, column: column) { mode, origin in
        verifyFrames(of: scene, frames: frames, scale: scale, location: location, tolerance: tolerance,
                     record: mode, recordOrigin: origin)
    }
}

/// Renders `frames` of `scene` and checks them against the goldens at `location`, recording as
/// `record` allows; returns one message per failure (empty when every frame passes). The
/// building block of `assertFrames`, for custom assertion helpers.
@MainActor
public func verifyFrames(
    of scene: FlipbookScene, frames: [Int], scale: Double? = nil, location: GoldenLocation,
    tolerance: FrameTolerance = .exact, record: RecordMode, recordOrigin: String = "set in code"
) -> [String] {
    if let problem = tolerance.problem { return ["\(scene.name): \(problem)"] }
    guard !frames.isEmpty else { return ["\(scene.name): no frames to check"] }
    let images: [Int: RGBAImage]
    do { images = try SharedRenderer.get().renderImages(scene, frames: frames, scale: scale) } catch {
        return ["\(scene.name): \(error)"]
    }
    let first = images.values.first!
    let manifest = SequenceManifest(
        scene: scene.name, width: first.width, height: first.height, scale: scale ?? scene.scale, fps: scene.fps,
        frameCount: scene.frameCount, frames: Array(images.keys), flipbookVersion: FlipbookVersion.current,
        environment: RenderEnvironment(libraries: RenderingEnvironment.libraryVersions, fonts: RenderingEnvironment.fontDigests,
                                       architecture: RenderingEnvironment.architecture))
    return FrameSequenceVerifier(images: images, manifest: manifest, location: location, mode: record,
                                 modeOrigin: recordOrigin, tolerance: tolerance).run()
}

extension FlipbookScene {
    /// The frames showing `times` (the golden times when nil, or the key frames when the scene's
    /// golden times are `.automatic`): frame `round(time × fps)`; an error naming a time that is
    /// negative or not finite.
    @MainActor
    func goldenFrames(at times: [Double]?) -> Result<[Int], PlayerError> {
        if times == nil, goldenTimeChoice == .automatic {
            do { return .success(try SharedRenderer.get().keyFrames(self).map(\.index)) } catch {
                return .failure(.failure("\(name): \(error)"))
            }
        }
        let requested = times ?? goldenTimes
        if let bad = requested.first(where: { !($0.isFinite && $0 >= 0) }) {
            return .failure(.failure("\(name): time \(bad) is not a time in the scene"))
        }
        return .success(requested.map { Int(($0 * Double(fps)).rounded()) })
    }
}
