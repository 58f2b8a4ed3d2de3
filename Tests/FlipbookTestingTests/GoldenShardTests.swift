import Testing
import FlipbookPlayer
import FlipbookScenes
@testable import FlipbookTesting

/// How `FLIPBOOK_SHARD` splits golden checks.
@Suite struct GoldenShardTests {
    @Test func theVariableIsReadLikeShardAuto() throws {
        #expect(GoldenShard.current([:]) == nil)
        #expect(try GoldenShard.current(["FLIPBOOK_SHARD": "2/3"])?.get() == Shard(index: 2, count: 3))
        let slurm = ["FLIPBOOK_SHARD": "auto", "SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "4"]
        #expect(try GoldenShard.current(slurm)?.get() == Shard(index: 1, count: 4))
        #expect(throws: PlayerError.usage("FLIPBOOK_SHARD=0/3: bad shard 0/3: K must be between 1 and 3 (shards are numbered from 1)")) {
            try GoldenShard.current(["FLIPBOOK_SHARD": "0/3"])?.get()
        }
    }

    @Test func sequencesFallToShardsByAStableHash() {
        let owners = (0..<300).map { GoldenShard.owner(fileID: "App/Tests.swift", function: "test\($0)()", name: "s", count: 3) }
        #expect(Set(owners) == [1, 2, 3])
        #expect((1...3).allSatisfy { shard in owners.filter { $0 == shard }.count > 70 })
        #expect(GoldenShard.owner(fileID: "App/Tests.swift", function: "test0()", name: "s", count: 3) == owners[0])
        #expect(GoldenShard.owner(fileID: "a", function: "b", name: "c", count: 1) == 1)
    }

    @MainActor @Test func previewsAreDealtToExactlyOneShard() throws {
        let scenes = SceneCatalog.all
        let shares = try (1...4).map { try GoldenShard.previews(scenes, scale: nil, for: Shard(index: $0, count: 4)).map(\.name) }
        #expect(shares.flatMap { $0 }.sorted() == scenes.map(\.name).sorted())
        #expect(shares.allSatisfy { !$0.isEmpty })
    }
}
