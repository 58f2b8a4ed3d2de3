import ArgumentParser
import FlipbookMessages
import FlipbookPlayer
import FlipbookReport
import Foundation

/// `flipbook verify DIR`: checks a folder merged from `render --shard` workers.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check a folder merged from `render --shard` workers against their manifests.",
        discussion: """
            DIR is a render's --out folder or one scene's folder. After `render --all --shard K/N`, \
            every shard's render-all.shard-K-of-N.json must be there and every scene it was dealt must \
            have its folder. Every frame must be listed by exactly \
            one shard's sequence.shard-K-of-N.json and present with the SHA-256 it recorded, no frame \
            file may come from elsewhere, and all shards must agree on the scene's settings, Flipbook \
            version and environment. Exit codes: 0 complete (one summary line), 1 a problem (one line \
            each), 2 no manifests or an unreadable one.
            """)

    @Argument(help: "The merged folder: the --out of the renders, or one scene's folder in it.")
    var directory: String

    func run() throws {
        let folders: [ShardedFolder], deals: [DealManifest]
        do { folders = try Self.folders(in: directory) } catch { throw PlayerError.usage(error.description) }
        do { deals = try DealManifest.read(in: directory) } catch { throw PlayerError.usage(error.description) }
        guard !folders.isEmpty || !deals.isEmpty else {
            throw PlayerError.usage("no shard manifests (sequence.shard-K-of-N.json) in \(OneLine.echo(directory)) "
                                    + "or its folders; render with --shard K/N first")
        }
        let sceneFolders = Set(folders.map { ($0.path as NSString).lastPathComponent })
        let problems = DealManifest.problems(deals, in: directory, sceneFolders: sceneFolders) + folders.flatMap { $0.problems() }
        if !problems.isEmpty {
            problems.prefix(50).forEach { print($0) }
            if problems.count > 50 { print("… and \(problems.count - 50) more problems") }
            throw ExitCode(1)
        }
        let shards = Set(folders.flatMap { $0.manifests.compactMap(\.shard) })
        let versions = Set(folders.flatMap { $0.manifests.map(\.flipbookVersion) }).sorted().joined(separator: ", ")
        let frames = folders.reduce(0) { $0 + $1.frameCount }
        print("\(OneLine.echo(directory)): complete: \(folders.count) \(folders.count == 1 ? "scene" : "scenes"), "
              + "\(frames) frames from \(shards.count) \(shards.count == 1 ? "shard" : "shards"), every SHA-256 matches (Flipbook \(versions))")
    }

    /// The folder itself when it holds shard manifests, else its subfolders that do, by name.
    static func folders(in directory: String) throws(InputError) -> [ShardedFolder] {
        if let folder = try ShardedFolder(path: directory) { return [folder] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var found: [ShardedFolder] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = (directory as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if let folder = try ShardedFolder(path: path) { found.append(folder) }
        }
        return found
    }
}
