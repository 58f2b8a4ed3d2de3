import Foundation
import FlipbookImage
import FlipbookReport

/// Checks rendered frames against a golden sequence, records goldens as the record mode allows,
/// and leaves actual and diff images of failing frames in the artifacts folder. Returns one
/// message per failure; a comparison that fails never overwrites a golden except in `failed`
/// and `all` modes.
struct FrameSequenceVerifier {
    /// The rendered frames, by index.
    let images: [Int: RGBAImage]
    /// What was rendered; its frames are the keys of `images`.
    let manifest: SequenceManifest
    let location: GoldenLocation
    let mode: RecordMode
    /// Where the mode came from (`CI is set`), for messages.
    let modeOrigin: String
    let tolerance: FrameTolerance

    private var scene: String { manifest.scene }
    private var files: GoldenFiles { GoldenFiles(location: location) }

    func run() -> [String] {
        do {
            try files.clearArtifacts()
            return try verify()
        } catch {
            return ["\(scene): \(error)"]
        }
    }

    private func verify() throws -> [String] {
        if mode == .all {
            try files.recordAll(images, manifest: manifest)
            return ["\(scene): record mode is on (\(modeOrigin)): recorded \(framesText(manifest.frames)) to "
                    + "\(location.directory). Turn record mode off and re-run the tests to check against them."]
        }
        let recorded: SequenceManifest?
        do { recorded = try SequenceManifest.read(at: location.manifestPath) } catch {
            return try mismatchedSequence("\(error)")
        }
        if let recorded, !isExtension(of: recorded) {
            return try mismatchedSequence("golden manifest \(location.manifestPath) does not match: "
                                          + manifest.differences(from: recorded).joined(separator: "; "))
        }
        var failures: [String] = []
        var newFrames: [Int] = []
        for (frame, image) in images.sorted(by: { $0.key < $1.key }) {
            let goldenPath = location.goldenPath(ofFrame: frame)
            guard FileManager.default.fileExists(atPath: goldenPath) else {
                if mode == .never {
                    try files.writeArtifact(image, to: location.actualPath(ofFrame: frame))
                    failures.append("\(frameTitle(frame)): no golden at \(goldenPath); nothing was recorded because the "
                                    + "record mode is never (\(modeOrigin)). Record it with \(RecordMode.environmentVariable)=missing.\n"
                                    + "  actual: \(location.actualPath(ofFrame: frame))")
                } else {
                    try files.writeGolden(image, frame: frame)
                    newFrames.append(frame)
                }
                continue
            }
            if let failure = try compare(image, frame: frame, goldenPath: goldenPath) { failures.append(failure) }
        }
        if !failures.isEmpty, let explanation = environmentChange(since: recorded) { failures.insert(explanation, at: 0) }
        if mode != .never, !newFrames.isEmpty || recorded == nil {
            try manifest.write(to: location.manifestPath)
        }
        if !newFrames.isEmpty {
            failures.append("\(scene): no golden for \(framesText(newFrames)); recorded \(newFrames.count == 1 ? "it" : "them") to \(location.directory) "
                            + "(record mode \(mode.rawValue), \(modeOrigin)). Re-run the tests to check against them.")
        } else if recorded == nil, mode != .never {
            failures.append("\(scene): no \(SequenceManifest.fileName) in \(location.directory); recorded it. Re-run the tests.")
        } else if recorded == nil, failures.isEmpty {
            // Goldens without their manifest (when frames are missing too, those failures say enough).
            failures.append("\(scene): no \(SequenceManifest.fileName) in \(location.directory) (record mode never, \(modeOrigin)).")
        }
        return failures
    }

    /// Compares one frame with its golden; nil when it passes.
    private func compare(_ image: RGBAImage, frame: Int, goldenPath: String) throws -> String? {
        let golden: RGBAImage
        do { golden = try PNG.read(contentsOf: goldenPath) } catch {
            try files.writeArtifact(image, to: location.actualPath(ofFrame: frame))
            var message = "\(frameTitle(frame)): \(error)\n  actual: \(location.actualPath(ofFrame: frame))"
            if mode == .failed {
                try files.writeGolden(image, frame: frame)
                message += "\n  Re-recorded the golden (record mode failed)."
            } else {
                message += "\n  Re-record it with \(RecordMode.environmentVariable)=failed."
            }
            return message
        }
        let (verdict, diff) = try ImageVerdict.compare(golden, image, tolerance: tolerance, makeDiff: true)
        guard !verdict.passes else { return nil }
        try files.writeArtifact(image, to: location.actualPath(ofFrame: frame))
        var message = "\(frameTitle(frame)): \(verdict.summary) (\(tolerance.summary)).\n"
            + "  golden: \(goldenPath)\n  actual: \(location.actualPath(ofFrame: frame))"
        if let diff {
            try files.writeArtifact(diff, to: location.diffPath(ofFrame: frame))
            message += "\n  diff:   \(location.diffPath(ofFrame: frame))"
        }
        if mode == .failed {
            try files.writeGolden(image, frame: frame)
            message += "\n  A new golden was recorded (record mode failed)."
        }
        return message
    }

    /// When frames differ and the goldens were recorded in another environment: what differs, and
    /// what to do about it (nil when the environments match or the golden's is not recorded).
    private func environmentChange(since recorded: SequenceManifest?) -> String? {
        guard let old = recorded?.environment, let new = manifest.environment else { return nil }
        let changes = new.differences(from: old)
        guard !changes.isEmpty else { return nil }
        return "\(scene): environment differs: \(changes.joined(separator: "; ")). The goldens were rendered with other "
            + "libraries or fonts, which can change antialiasing and text by themselves: re-record them here "
            + "(\(RecordMode.environmentVariable)=failed), keep goldens per environment (name: \"linux-x86_64\"…), or compare "
            + "with a tolerance (FrameTolerance(threshold: 0.1, maxDiffPixelRatio: 0.001))."
    }

    /// A manifest that cannot be used: re-records everything in `failed` mode, else fails alone.
    private func mismatchedSequence(_ problem: String) throws -> [String] {
        guard mode == .failed else {
            return ["\(scene): \(problem). No frame was compared; if the change is intended, re-record with "
                    + "\(RecordMode.environmentVariable)=failed."]
        }
        try files.recordAll(images, manifest: manifest)
        return ["\(scene): \(problem); re-recorded \(framesText(manifest.frames)) to \(location.directory) (record mode failed)."]
    }

    /// True when `recorded` describes the same frames, or the same sequence with fewer frames
    /// (frames were added to the check: recorded like missing goldens).
    private func isExtension(of recorded: SequenceManifest) -> Bool {
        var widened = recorded
        widened.frames = manifest.frames
        widened.times = manifest.times
        return manifest.differences(from: widened).isEmpty && Set(recorded.frames).isSubset(of: manifest.frames)
    }

    private func frameTitle(_ frame: Int) -> String {
        "\(scene) frame \(frame) (t = \(String(format: "%.3f", Double(frame) / Double(manifest.fps))) s)"
    }

    private func framesText(_ frames: [Int]) -> String {
        frames.count == 1 ? "frame \(frames[0])" : "\(frames.count) frames (\(frames.map(String.init).joined(separator: ", ")))"
    }
}
