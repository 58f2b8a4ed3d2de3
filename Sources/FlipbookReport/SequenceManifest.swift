import Foundation

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

    /// A manifest for `frames` of a `frameCount`-frame scene at `fps`; times follow from them.
    public init(scene: String, width: Int, height: Int, scale: Double, fps: Int, frameCount: Int,
                frames: [Int], flipbookVersion: String) {
        self.scene = scene
        self.width = width
        self.height = height
        self.scale = scale
        self.fps = fps
        self.frameCount = frameCount
        self.frames = frames.sorted()
        times = self.frames.map { Double($0) / Double(fps) }
        self.flipbookVersion = flipbookVersion
    }

    /// Reads the manifest at `path`; nil when there is no file, an error naming the file when
    /// it cannot be read or decoded.
    public static func read(at path: String) throws(ManifestError) -> SequenceManifest? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try JSONDecoder().decode(SequenceManifest.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw ManifestError(path: path, reason: Self.describe(error))
        }
    }

    /// Writes the manifest as sorted, pretty-printed JSON.
    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try (encoder.encode(self) + Data("\n".utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// What differs from `recorded` (the golden's manifest), one clause each, e.g.
    /// `fps: golden 60, now 30`; empty when they describe the same frames.
    public func differences(from recorded: SequenceManifest) -> [String] {
        var found: [String] = []
        func check<T: Equatable>(_ name: String, _ old: T, _ new: T) {
            if old != new { found.append("\(name): golden \(old), now \(new)") }
        }
        check("scene", recorded.scene, scene)
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
