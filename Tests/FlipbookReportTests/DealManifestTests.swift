import Foundation
import Testing
@testable import FlipbookReport
import FlipbookTestSupport

@Suite struct DealManifestTests {
    @Test func writtenManifestsReadBackInShardOrder() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        for index in [2, 1] {
            try DealManifest(index: index, count: 2, scenes: ["a", "b", "c"], taken: index == 1 ? ["a", "c"] : ["b"])
                .write(into: scratch.path("out"))
        }
        let deals = try DealManifest.read(in: scratch.path("out"))
        #expect(deals.map(\.shard) == ["1/2", "2/2"])
        #expect(DealManifest.problems(deals, in: "out", sceneFolders: ["a", "b", "c"]) == [])
        #expect(DealManifest.problems(deals, in: "out", sceneFolders: ["a", "b"]) == [
            "out/c: dealt to shard 1/2 but holds no shard manifest (the worker stopped before it); render shard 1/2 again",
        ])
    }

    @Test func differentSplitsAndJobsAreNamed() {
        let two = DealManifest(index: 1, count: 2, scenes: ["a", "b"], taken: ["a"])
        #expect(DealManifest.problems([two, DealManifest(index: 1, count: 3, scenes: ["a", "b"], taken: [])], in: "out", sceneFolders: []) == [
            "out: deal manifests from splits into 2 and 3 shards; render every shard again into an empty folder",
        ])
        #expect(DealManifest.problems([two, DealManifest(index: 2, count: 2, scenes: ["a", "x"], taken: ["x"])], in: "out", sceneFolders: []) == [
            "out: shards 1/2 and 2/2 were dealt different scene lists (different builds?); render every shard with one build",
        ])
    }

    @Test(arguments: [
        ("render-all.shard-1-of-2.json", "{", "not a deal manifest (JSON with shard, scenes and taken)"),
        ("render-all.shard-1-of-2.json", #"{"shard":"2/2","scenes":[],"taken":[]}"#, "its shard \"2/2\" does not match its name"),
        ("render-all.shard-0-of-2.json", #"{"shard":"0/2","scenes":[],"taken":[]}"#, "its shard \"0/2\" does not match its name"),
        ("render-all.shard-1-of-2.json", #"{"shard":"1/2","scenes":["a"],"taken":["b"]}"#,
         "it takes scenes the job does not list, or lists over 100000"),
    ])
    func badManifestsAreOneLineErrors(name: String, text: String, reason: String) throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        try Data(text.utf8).write(to: URL(fileURLWithPath: scratch.path(name)))
        #expect(throws: ManifestError(path: scratch.path(name), reason: reason)) { try DealManifest.read(in: scratch.path("")) }
    }
}
