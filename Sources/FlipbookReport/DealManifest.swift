import Foundation
import FlipbookImage
import FlipbookMessages

/// What one `render --all --shard K/N` worker was dealt, `render-all.shard-K-of-N.json` in the
/// `--out` folder, written before it renders anything: every scene of the job and the ones it
/// took. `verify` reads them to find what no scene folder can show: a worker that never ran, or
/// one that stopped before it wrote a scene it was dealt.
public struct DealManifest: Codable, Sendable, Equatable {
    /// `K/N`.
    public let shard: String
    /// Every scene of the job, in the order they were dealt.
    public let scenes: [String]
    /// The scenes this shard renders.
    public let taken: [String]

    public init(index: Int, count: Int, scenes: [String], taken: [String]) {
        shard = "\(index)/\(count)"
        self.scenes = scenes
        self.taken = taken
    }

    /// Most scenes one job lists.
    static let maximumScenes = 100_000
    /// Largest manifest read: 16 MiB.
    static let maximumFileSize = 16 << 20

    /// `render-all.shard-2-of-4.json`.
    public static func fileName(index: Int, count: Int) -> String { "render-all.shard-\(index)-of-\(count).json" }

    /// The shard as numbers, when `shard` reads `K/N` with 1 ≤ K ≤ N ≤ 100,000.
    var position: (index: Int, count: Int)? {
        let parts = shard.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let count = Int(parts[1]), (1...100_000).contains(count), (1...count).contains(index)
        else { return nil }
        return (index, count)
    }

    /// Reads every deal manifest directly in `directory` (none: empty), ordered by shard; an error
    /// names a file that cannot be read or makes no sense.
    public static func read(in directory: String) throws(ManifestError) -> [DealManifest] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasPrefix("render-all.shard-") && $0.hasSuffix(".json") }.sorted()
        var found: [DealManifest] = []
        for name in names {
            let path = (directory as NSString).appendingPathComponent(name)
            let data: Data
            do { data = try readCapped(path, limit: maximumFileSize, tooLarge: "larger than the limit of 16 MiB") } catch {
                throw ManifestError(path: path, reason: error.reason)
            }
            guard let manifest = try? JSONDecoder().decode(DealManifest.self, from: data) else {
                throw ManifestError(path: path, reason: "not a deal manifest (JSON with shard, scenes and taken)")
            }
            guard let position = manifest.position, name == fileName(index: position.index, count: position.count) else {
                throw ManifestError(path: path, reason: "its shard \"\(OneLine.echo(manifest.shard))\" does not match its name")
            }
            guard manifest.scenes.count <= maximumScenes, Set(manifest.taken).isSubset(of: manifest.scenes) else {
                throw ManifestError(path: path, reason: "it takes scenes the job does not list, or lists over \(maximumScenes)")
            }
            found.append(manifest)
        }
        return found.sorted { ($0.position!.count, $0.position!.index) < ($1.position!.count, $1.position!.index) }
    }

    /// Writes the manifest into `directory` atomically; an `InputError` names the file.
    public func write(into directory: String) throws(InputError) {
        guard let position else { throw InputError("bad shard \(OneLine.echo(shard)) for a deal manifest") }
        let path = (directory as NSString).appendingPathComponent(Self.fileName(index: position.index, count: position.count))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let file = try AtomicFile(path: path)
            try file.write(Array(try encoder.encode(self)) + Array("\n".utf8))
            try file.commit()
        } catch {
            throw InputError("cannot write \(OneLine.echo(path)): \(error)")
        }
    }

    /// What the deal manifests of one `--out` folder say is missing, one line each: a shard with
    /// no manifest, shards dealt different jobs, a dealt scene whose folder holds no shard manifest.
    public static func problems(_ manifests: [DealManifest], in directory: String, sceneFolders: Set<String>) -> [String] {
        guard let first = manifests.first, let count = first.position?.count else { return [] }
        let folder = OneLine.echo(directory)
        if manifests.contains(where: { $0.position?.count != count }) {
            let counts = Set(manifests.compactMap { $0.position?.count }).sorted().map(String.init)
            return ["\(folder): deal manifests from splits into \(counts.joined(separator: " and ")) shards; render every shard again into an empty folder"]
        }
        if let other = manifests.first(where: { $0.scenes != first.scenes }) {
            return ["\(folder): shards \(first.shard) and \(other.shard) were dealt different scene lists (different builds?); render every shard with one build"]
        }
        var found: [String] = []
        let present = Set(manifests.compactMap { $0.position?.index })
        for index in 1...count where !present.contains(index) {
            found.append("\(folder): \(fileName(index: index, count: count)) is missing: shard \(index)/\(count) did not run "
                         + "or was not merged, so its scenes cannot be checked")
        }
        for manifest in manifests {
            for scene in manifest.taken where !sceneFolders.contains(scene) {
                found.append("\(folder)/\(OneLine.echo(scene)): dealt to shard \(manifest.shard) but holds no shard manifest "
                             + "(the worker stopped before it); render shard \(manifest.shard) again")
            }
        }
        return found
    }
}
