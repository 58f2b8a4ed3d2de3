import Foundation
import Flipbook
import FlipbookReport

/// Records the value track of `scene` (every animated attribute, frame by frame: see `ValueTrack`)
/// and checks it against its text golden, `value-track.txt` in the sequence folder that
/// `assertFrames` uses (`__Snapshots__/<TestFile>/<testName>[.<name>]/`), with the same record
/// modes. A failure lists what moved differently, frame by frame:
///
///     explicit-animation: the value track differs from its golden …/value-track.txt:
///       frame 15: VStack/1/Rectangle frame animation kind: duration 0.35 → 0.5
///       frame 28: VStack/1/Rectangle h 142.41 → 121.93 (the largest of 20 differing frames, 16–35)
///
/// - Parameters:
///   - scene: the scene to run.
///   - frames: the frames to sample; every frame when nil.
///   - name: tells several sequences of one test apart.
///   - tolerance: numbers within this of the golden's count as equal (0: as printed).
///   - record: when to write the golden; from `FLIPBOOK_RECORD` / `CI` when nil (see `RecordMode`).
///   - fileID: the calling file (leave the default).
///   - filePath: the calling file's path (leave the default): goldens live beside it.
///   - function: the calling test (leave the default): it names the golden folder.
///   - line: the calling line (leave the default).
///   - column: the calling column (leave the default).
@MainActor
public func assertTrack(
    of scene: FlipbookScene, frames: [Int]? = nil, named name: String? = nil, tolerance: Double = 0,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = GoldenLocation(filePath: "\(filePath)", function: "\(function)", name: name)
    checkGoldens(record: record, fileID: fileID, filePath: filePath, line: line, column: column) { mode, origin in
        verifyTrack(of: scene, frames: frames, location: location, tolerance: tolerance, record: mode, recordOrigin: origin)
    }
}

/// Records the value track of `scene` and checks it against the golden at `location`, recording
/// as `record` allows; returns one message per failure (empty when it matches). The building
/// block of `assertTrack`.
@MainActor
public func verifyTrack(
    of scene: FlipbookScene, frames: [Int]? = nil, location: GoldenLocation, tolerance: Double = 0,
    record: RecordMode, recordOrigin: String = "set in code"
) -> [String] {
    let track: ValueTrack
    do { track = try SharedRenderer.get().valueTrack(scene, frames: frames) } catch { return ["\(scene.name): \(error)"] }
    return TrackGolden(location: location, mode: record, modeOrigin: recordOrigin, tolerance: tolerance).check(track)
}

/// A value track golden file and what a check of it does in each record mode.
struct TrackGolden {
    let location: GoldenLocation
    let mode: RecordMode
    let modeOrigin: String
    let tolerance: Double

    func check(_ track: ValueTrack) -> [String] {
        do { return try verify(track) } catch { return ["\(track.scene): \(error)"] }
    }

    private func verify(_ track: ValueTrack) throws -> [String] {
        let path = location.trackPath
        let scene = track.scene
        try? FileManager.default.removeItem(atPath: location.actualTrackPath)
        if mode == .all {
            try write(track.text, to: path)
            return ["\(scene): record mode is on (\(modeOrigin)): recorded the value track to \(path). "
                    + "Turn record mode off and re-run the tests to check against it."]
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            if mode == .never {
                try write(track.text, to: location.actualTrackPath)
                return ["\(scene): no value track golden at \(path); nothing was recorded because the record mode is "
                        + "never (\(modeOrigin)). Record it with \(RecordMode.environmentVariable)=missing.\n"
                        + "  actual: \(location.actualTrackPath)"]
            }
            try write(track.text, to: path)
            return ["\(scene): no value track golden; recorded it to \(path) (record mode \(mode.rawValue), \(modeOrigin)). "
                    + "Re-run the tests to check against it."]
        }
        let differences: [String]
        do { differences = track.differences(from: try ValueTrack(parsing: text), tolerance: tolerance) } catch {
            differences = ["the golden cannot be read: \(error)"]
        }
        guard !differences.isEmpty else { return [] }
        try write(track.text, to: location.actualTrackPath)
        var message = "\(scene): the value track differs from its golden \(path):\n"
            + differences.map { "  " + $0 }.joined(separator: "\n")
            + "\n  actual: \(location.actualTrackPath)"
        if mode == .failed {
            try write(track.text, to: path)
            message += "\n  A new golden was recorded (record mode failed)."
        } else {
            message += "\n  If the change is intended, re-record it with \(RecordMode.environmentVariable)=failed."
        }
        return [message]
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
