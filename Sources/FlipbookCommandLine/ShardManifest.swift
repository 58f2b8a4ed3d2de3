import Flipbook
import FlipbookImage
import FlipbookMessages
import FlipbookPlayer
import FlipbookReport
import Foundation

/// The manifest a `render --shard` worker leaves beside its frames, `NAME/sequence.shard-K-of-N.json`:
/// the scene's settings, the frames it wrote with their SHA-256, the Flipbook version and the
/// rendering environment (so `verify` finds shards rendered with other libraries or fonts).
struct ShardManifest {
    let scene: FlipbookScene
    let shard: Shard
    /// The frames this shard wrote (possibly none).
    let frames: Range<Int>
    /// The `--fps` and `--scale` overrides.
    let fps: Int?
    let scale: Double?

    /// Hashes the written frames under `out/NAME` and writes the manifest there, atomically.
    func write(under out: String) throws {
        let directory = (out as NSString).appendingPathComponent(scene.name)
        var configured = scene
        if let fps { configured.fps = fps }
        let effectiveScale = scale ?? scene.scale
        let (width, height) = configured.pixelSize(scale: effectiveScale)
        var manifest = SequenceManifest(scene: scene.name, width: width, height: height, scale: effectiveScale,
                                        fps: configured.fps, frameCount: configured.frameCount, frames: Array(frames),
                                        flipbookVersion: FlipbookVersion.current, environment: RenderEnvironment(
                                            libraries: RenderingEnvironment.libraryVersions,
                                            fonts: RenderingEnvironment.fontDigests,
                                            architecture: RenderingEnvironment.architecture))
        manifest.shard = shard.description
        manifest.sha256 = try hashes(in: directory)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try manifest.write(to: (directory as NSString).appendingPathComponent(
                SequenceManifest.shardFileName(index: shard.index, count: shard.count)))
        } catch let error as InputError {
            throw PlayerError.failure(error.description)
        } catch {
            throw PlayerError.failure("cannot create \(OneLine.echo(directory)): \(error.localizedDescription)")
        }
    }

    /// The SHA-256 of each frame file, hashed on every core.
    private func hashes(in directory: String) throws -> [String] {
        let paths = frames.map { (directory as NSString).appendingPathComponent(String(format: "frame-%05d.png", $0)) }
        let digests = Digests(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { position in
            digests.set(position, FileManager.default.contents(atPath: paths[position]).map { $0.withUnsafeBytes(SHA256.hex) })
        }
        return try paths.indices.map { position in
            guard let digest = digests.values[position] else {
                throw PlayerError.failure("cannot read \(OneLine.echo(paths[position])) to record its SHA-256")
            }
            return digest
        }
    }
}

/// Digests filled in from several threads, one slot each.
private final class Digests: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [String?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ position: Int, _ digest: String?) {
        lock.lock()
        values[position] = digest
        lock.unlock()
    }
}

extension Shard {
    /// The scenes this shard renders when `scenes` are dealt by the pixels they make (frames ×
    /// width × height at `fps` and `scale`), in the order given. Every shard deals the same way.
    func deal(_ scenes: [FlipbookScene], fps: Int?, scale: Double?) -> [FlipbookScene] {
        let weights = scenes.map { scene in
            let (width, height) = scene.pixelSize(scale: scale ?? scene.scale)
            return scene.frameCount(fps: fps) * width * height
        }
        return deal(weights: weights).map { scenes[$0] }
    }
}
