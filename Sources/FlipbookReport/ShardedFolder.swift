import Foundation
import FlipbookImage
import FlipbookMessages

/// A scene's frame folder merged from shards (`render --shard K/N`), checked against the shards'
/// manifests (`sequence.shard-K-of-N.json`): every frame of the scene listed by exactly one
/// shard and present with the SHA-256 it recorded, no frame file no shard wrote, and every shard
/// from the same scene settings, Flipbook version and environment (all manifest fields but the
/// per-shard `shard`, `frames`, `times` and `sha256`).
public struct ShardedFolder: Sendable {
    /// The folder.
    public let path: String
    /// The shard manifests, by shard.
    public let manifests: [SequenceManifest]
    /// The frames the shards listed, in total.
    public var frameCount: Int { manifests.reduce(0) { $0 + $1.frames.count } }

    /// Fields that differ from shard to shard.
    static let perShardKeys: Set<String> = ["shard", "frames", "times", "sha256"]

    /// Each manifest's shared fields, as compact JSON text by key.
    private let fields: [[String: String]]
    private let files: [String]

    /// Reads the folder's shard manifests; nil when it has none, an `InputError` when one is unreadable.
    public init?(path: String) throws(InputError) {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            throw InputError("cannot read \(OneLine.echo(path)): no such folder or permission denied")
        }
        var found: [(SequenceManifest, [String: String])] = []
        for name in names where SequenceManifest.isShardFileName(name) {
            let file = (path as NSString).appendingPathComponent(name)
            do {
                guard let manifest = try SequenceManifest.read(at: file),
                      let data = FileManager.default.contents(atPath: file),
                      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { continue }
                found.append((manifest, object.filter { !Self.perShardKeys.contains($0.key) }.mapValues(Self.text)))
            } catch {
                throw InputError(error.description)
            }
        }
        guard !found.isEmpty else { return nil }
        found.sort { Self.order(of: $0.0).lexicographicallyPrecedes(Self.order(of: $1.0)) }
        self.path = path
        manifests = found.map(\.0)
        fields = found.map(\.1)
        files = names.filter { FrameDirectory.frameNumber(of: $0) != nil }.sorted(by: FrameDirectory.precedes)
    }

    /// What is wrong, one line each (empty when the folder is complete and every hash matches).
    public func problems() -> [String] {
        var found: [String] = []
        let folder = OneLine.echo(path)
        let first = manifests[0]
        let counts = Set(manifests.compactMap { $0.shard?.split(separator: "/").last })
        if counts.count > 1 {
            found.append("\(folder): manifests from splits into \(counts.sorted().joined(separator: " and ")) shards; "
                         + "delete the folder and render every shard again")
        }
        for (manifest, object) in zip(manifests, fields).dropFirst() where object != fields[0] {
            let keys = Set(object.keys).union(fields[0].keys).filter { object[$0] != fields[0][$0] }.sorted()
            found.append("\(folder): shard \(label(manifest)) differs from shard \(label(first)) in "
                         + keys.map { "\($0) (\(object[$0] ?? "absent") vs \(fields[0][$0] ?? "absent"))" }.joined(separator: ", "))
        }
        // Which shard listed each frame, and the hash it recorded.
        var owners: [Int: [(shard: String, sha256: String?)]] = [:]
        for manifest in manifests {
            if manifest.sha256 == nil { found.append("\(folder): shard \(label(manifest)) recorded no sha256 for its frames") }
            for (position, frame) in manifest.frames.enumerated() {
                owners[frame, default: []].append((label(manifest), manifest.sha256?[position]))
            }
        }
        let unlisted = FrameDirectory.runs((0..<first.frameCount).filter { owners[$0] == nil })
        if !unlisted.isEmpty {
            let shown = unlisted.prefix(5).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound)" }
            found.append("\(folder): frames \(shown.joined(separator: ", "))\(unlisted.count > 5 ? " and more" : "") of 0..\(first.frameCount - 1) "
                         + "are in no shard's manifest (a shard did not run or did not finish)")
        }
        for (frame, listed) in owners.sorted(by: { $0.key < $1.key }) where listed.count > 1 {
            found.append("\(folder): frame \(frame) is listed twice, by shards \(listed.map(\.shard).joined(separator: " and "))")
        }
        var present: Set<Int> = []
        for name in files {
            let frame = FrameDirectory.frameNumber(of: name)!
            present.insert(frame)
            guard let listed = owners[frame] else {
                found.append("\(folder)/\(OneLine.echo(name)): written by no shard (a foreign frame); delete it")
                continue
            }
            guard let expected = listed[0].sha256 else { continue }
            let file = (path as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: file) else {
                found.append("\(folder)/\(OneLine.echo(name)): cannot be read")
                continue
            }
            if data.withUnsafeBytes(SHA256.hex) != expected {
                found.append("\(folder)/\(OneLine.echo(name)): its SHA-256 is not the one shard \(listed[0].shard) recorded "
                             + "(overwritten by another render?)")
            }
        }
        let absent = owners.keys.filter { !present.contains($0) }.sorted()
        if let frame = absent.first {
            found.append("\(folder): \(absent.count == 1 ? "frame \(frame) is" : "\(absent.count) frames (from \(frame)) are") "
                         + "listed by shard \(owners[frame]![0].shard) but missing")
        }
        return found
    }

    /// K and N of a manifest's `K/N`, for ordering.
    private static func order(of manifest: SequenceManifest) -> [Int] {
        (manifest.shard ?? "").split(separator: "/").map { Int($0) ?? 0 }
    }

    /// The shard of a manifest, `2/4`.
    private func label(_ manifest: SequenceManifest) -> String { manifest.shard ?? "?" }

    /// A JSON value as compact text, quoted for messages.
    private static func text(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) else { return "?" }
        return OneLine.echo(String(decoding: data, as: UTF8.self))
    }
}
