import Foundation
import Testing
import FlipbookImage
@testable import FlipbookReport
import FlipbookTestSupport

@Suite struct ShardedFolderTests {
    /// Six 4×4 frames of greys 0, 10, … written by shards 1/2 (frames 0–2) and 2/2 (frames 3–5).
    private func folder(_ scratch: TemporaryFolder, version: String = "0.1.0", shards: [(Int, Range<Int>)] = [(1, 0..<3), (2, 3..<6)]) throws -> String {
        for frame in 0..<6 { try scratch.png(String(format: "s/frame-%05d.png", frame), gray: UInt8(frame * 10)) }
        for (index, frames) in shards { try manifest(scratch, index: index, count: 2, frames: frames, version: version) }
        return scratch.path("s")
    }

    private func manifest(_ scratch: TemporaryFolder, index: Int, count: Int, frames: Range<Int>, version: String = "0.1.0") throws {
        var manifest = SequenceManifest(scene: "s", width: 4, height: 4, scale: 1, fps: 60, frameCount: 6,
                                        frames: Array(frames), flipbookVersion: version)
        manifest.shard = "\(index)/\(count)"
        manifest.sha256 = try frames.map { frame in
            try SHA256.hex(Array(Data(contentsOf: URL(fileURLWithPath: scratch.path(String(format: "s/frame-%05d.png", frame))))))
        }
        try manifest.write(to: scratch.path("s/" + SequenceManifest.shardFileName(index: index, count: count)))
    }

    @Test func aCompleteFolderHasNoProblems() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let folder = try #require(try ShardedFolder(path: folder(scratch)))
        #expect(folder.manifests.map(\.shard) == ["1/2", "2/2"])
        #expect(folder.frameCount == 6)
        #expect(folder.problems() == [])
    }

    @Test func aFolderWithoutShardManifestsIsNil() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        try scratch.png("s/frame-00000.png")
        #expect(try ShardedFolder(path: scratch.path("s")) == nil)
    }

    @Test func aMissingShardAFrameDeletedAndAForeignFrameAreNamed() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let path = try folder(scratch, shards: [(1, 0..<3)])
        try FileManager.default.removeItem(atPath: scratch.path("s/frame-00001.png"))
        try scratch.png("s/frame-00003.png", gray: 99)
        try scratch.png("s/frame-00004.png", gray: 99)
        try FileManager.default.removeItem(atPath: scratch.path("s/frame-00005.png"))
        #expect(try ShardedFolder(path: path)?.problems() == [
            "\(path): frames 3..5 of 0..5 are in no shard's manifest (a shard did not run or did not finish)",
            "\(path)/frame-00003.png: written by no shard (a foreign frame); delete it",
            "\(path)/frame-00004.png: written by no shard (a foreign frame); delete it",
            "\(path): frame 1 is listed by shard 1/2 but missing",
        ])
    }

    @Test func aFrameListedTwiceAndAChangedFrameAreNamed() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let path = try folder(scratch, shards: [(1, 0..<3), (2, 2..<6)])
        try scratch.png("s/frame-00004.png", gray: 1)
        #expect(try ShardedFolder(path: path)?.problems() == [
            "\(path): frame 2 is listed twice, by shards 1/2 and 2/2",
            "\(path)/frame-00004.png: its SHA-256 is not the one shard 2/2 recorded (overwritten by another render?)",
        ])
    }

    @Test func shardsOfAnotherVersionOrSplitAreNamed() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let path = try folder(scratch, shards: [(1, 0..<3)])
        try manifest(scratch, index: 2, count: 2, frames: 3..<6, version: "0.2.0")
        try manifest(scratch, index: 3, count: 3, frames: 0..<0)
        #expect(try ShardedFolder(path: path)?.problems() == [
            "\(path): manifests from splits into 2 and 3 shards; delete the folder and render every shard again",
            "\(path): shard 2/2 differs from shard 1/2 in flipbookVersion (\"0.2.0\" vs \"0.1.0\")",
        ])
    }

    @Test func manifestsWithoutShardFieldsStillRead() throws {
        let json = #"{"scene":"s","width":4,"height":4,"scale":1,"fps":60,"frameCount":6,"frames":[0],"times":[0],"flipbookVersion":"0.1.0"}"#
        let manifest = try SequenceManifest.decode(Data(json.utf8))
        #expect(manifest.shard == nil)
        #expect(manifest.sha256 == nil)
    }

    @Test func aShortHashListIsRejected() {
        let json = #"{"scene":"s","width":4,"height":4,"scale":1,"fps":60,"frameCount":6,"frames":[0,1],"times":[0,0.1],"flipbookVersion":"0.1.0","sha256":["ab"]}"#
        #expect(throws: ManifestError(path: "", reason: "sha256 has 1 entries for 2 frames")) { try SequenceManifest.decode(Data(json.utf8)) }
    }

    @Test func shardFileNames() {
        #expect(SequenceManifest.shardFileName(index: 2, count: 4) == "sequence.shard-2-of-4.json")
        #expect(SequenceManifest.isShardFileName("sequence.shard-12-of-40.json"))
        #expect(!SequenceManifest.isShardFileName("sequence.json"))
        #expect(!SequenceManifest.isShardFileName("sequence.shard-2-of-.json"))
    }
}
