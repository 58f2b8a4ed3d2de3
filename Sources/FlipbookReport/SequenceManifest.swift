import Foundation
import FlipbookImage
import FlipbookMessages

/// `sequence.json`, stored beside a golden frame sequence: what was rendered, so a change of
/// size, scale, frame rate or frame choice is reported as such before any pixel is compared.
public struct SequenceManifest: Codable, Sendable, Equatable {
    /// The file name inside a sequence folder.
    public static let fileName = "sequence.json"

    /// The scene's name.
    public var scene: String
    /// Frame size in pixels.
    public var width: Int
    public var height: Int
    /// Pixels per point.
    public var scale: Double
    /// Frames per second.
    public var fps: Int
    /// Frames in the whole scene.
    public var frameCount: Int
    /// The frames stored, in increasing order.
    public var frames: [Int]
    /// Their times in seconds (`frame / fps`).
    public var times: [Double]
    /// The Flipbook release that recorded the frames (informational, not compared).
    public var flipbookVersion: String
    /// What the pixels were rendered with; nil in manifests written before it was recorded. Not
    /// part of `differences(from:)`: a comparison that fails names what differs in it first.
    public var environment: RenderEnvironment?
    /// The shard that wrote the frames, `K/N` (manifests of `render --shard`); nil otherwise.
    public var shard: String?
    /// Each frame file's SHA-256 in lowercase hex, in `frames` order, when recorded.
    public var sha256: [String]?

    /// A manifest for `frames` of a `frameCount`-frame scene at `fps`; times follow from them.
    public init(scene: String, width: Int, height: Int, scale: Double, fps: Int, frameCount: Int,
                frames: [Int], flipbookVersion: String, environment: RenderEnvironment? = nil) {
        self.scene = scene
        self.width = width
        self.height = height
        self.scale = scale
        self.fps = fps
        self.frameCount = frameCount
        self.frames = frames.sorted()
        times = self.frames.map { Double($0) / Double(fps) }
        self.flipbookVersion = flipbookVersion
        self.environment = environment
    }

    /// Largest `sequence.json` read: 64 MiB (a million frames with their times take about 30 MB).
    public static let maximumFileSize = 64 << 20

    /// Reads the manifest at `path` (at most `maximumFileSize` bytes); nil when there is no
    /// file, an error naming the file when it cannot be read, decoded or makes no sense.
    public static func read(at path: String) throws(ManifestError) -> SequenceManifest? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do { data = try readCapped(path, limit: maximumFileSize, tooLarge: "larger than the limit of 64 MiB for a sequence.json") } catch {
            throw ManifestError(path: path, reason: error.reason)
        }
        do { return try decode(data) } catch { throw ManifestError(path: path, reason: error.reason) }
    }

    /// Decodes and checks manifest JSON; the error's `reason` says what is wrong (its path is empty).
    public static func decode(_ data: Data) throws(ManifestError) -> SequenceManifest {
        let manifest: SequenceManifest
        do { manifest = try JSONDecoder().decode(SequenceManifest.self, from: data) } catch {
            throw ManifestError(path: "", reason: Self.describe(error))
        }
        if let problem = manifest.problem { throw ManifestError(path: "", reason: problem) }
        return manifest
    }

    /// What makes no sense in the manifest's values, if anything.
    var problem: String? {
        let maximumFrames = 1_000_000
        if !(1...PNGLimits.maximumSide).contains(width) || !(1...PNGLimits.maximumSide).contains(height) {
            return "size \(width)×\(height) px is not between 1 and \(PNGLimits.maximumSide) px a side"
        }
        if !(scale.isFinite && scale >= 1 && scale <= 4) { return "scale \(scale) is not between 1 and 4" }
        if !(1...240).contains(fps) { return "fps \(fps) is not between 1 and 240" }
        if !(1...maximumFrames).contains(frameCount) { return "frameCount \(frameCount) is not between 1 and \(maximumFrames)" }
        if zip(frames, frames.dropFirst()).contains(where: { $0 >= $1 }) || frames.contains(where: { !(0..<frameCount).contains($0) }) {
            return "frames must be increasing frame numbers from 0 to frameCount − 1 (\(frameCount - 1))"
        }
        if times.count != frames.count { return "times has \(times.count) entries for \(frames.count) frames" }
        if let sha256 {
            if sha256.count != frames.count { return "sha256 has \(sha256.count) entries for \(frames.count) frames" }
            if let bad = sha256.first(where: { $0.utf8.count != 64 || !$0.utf8.allSatisfy(Self.isHexDigit) }) {
                return "sha256 entry \"\(OneLine.echo(bad))\" is not 64 lowercase hex digits"
            }
        }
        return nil
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) || (97...102).contains(byte) }

    /// Writes the manifest as sorted, pretty-printed JSON, atomically (a temporary file renamed
    /// into place), so a reader sees the old manifest or the new one, never part of one; an
    /// `InputError` names the file when it cannot be written.
    public func write(to path: String) throws(InputError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let bytes: Data
        do { bytes = try encoder.encode(self) } catch {
            throw InputError("cannot write \(OneLine.echo(path)): \(Self.describe(error))")
        }
        do {
            let file = try AtomicFile(path: path)
            try file.write(Array(bytes) + Array("\n".utf8))
            try file.commit()
        } catch {
            throw InputError("cannot write \(OneLine.echo(path)): \(error.message)")
        }
    }

    /// What differs from `recorded` (the golden's manifest), one clause each, e.g.
    /// `fps: golden 60, now 30`; empty when they describe the same frames.
    public func differences(from recorded: SequenceManifest) -> [String] {
        var found: [String] = []
        func check<T: Equatable>(_ name: String, _ old: T, _ new: T) {
            if old != new { found.append("\(name): golden \(old), now \(new)") }
        }
        check("scene", OneLine.echo(recorded.scene), OneLine.echo(scene))
        check("size", "\(recorded.width)×\(recorded.height) px", "\(width)×\(height) px")
        check("scale", recorded.scale, scale)
        check("fps", recorded.fps, fps)
        check("frameCount", recorded.frameCount, frameCount)
        check("frames", recorded.frames, frames)
        return found
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing key \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong value at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
        case DecodingError.dataCorrupted: "not valid JSON"
        default: error.localizedDescription
        }
    }
}

extension SequenceManifest {
    /// The manifest file of shard `index` of `count`: `sequence.shard-2-of-4.json`.
    public static func shardFileName(index: Int, count: Int) -> String { "sequence.shard-\(index)-of-\(count).json" }

    /// True for a name `shardFileName` makes.
    public static func isShardFileName(_ name: String) -> Bool {
        guard name.hasPrefix("sequence.shard-"), name.hasSuffix(".json") else { return false }
        let parts = name.dropFirst(15).dropLast(5).split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[1] == "of" && [parts[0], parts[2]].allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}
