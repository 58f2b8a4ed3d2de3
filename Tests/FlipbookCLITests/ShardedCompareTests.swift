import Foundation
import Testing
import FlipbookTestSupport

/// `compare --shard K/N --json` on folders and `report merge`.
@Suite struct ShardedCompareTests {
    /// Expected frames 0–6 grey; actual the same with frames 2 and 5 black and a new frame 7.
    private func folders(_ work: TemporaryFolder) throws {
        for frame in 0...6 { try work.png(String(format: "e/frame-%05d.png", frame), width: 8, height: 8) }
        for frame in 0...7 { try work.png(String(format: "a/frame-%05d.png", frame), width: 8, height: 8, gray: [2, 5].contains(frame) ? 0 : 128) }
    }

    private func shardResults(_ work: TemporaryFolder, count: Int = 3) throws -> [String] {
        try (1...count).map { k in
            let result = try CLI(arguments: ["compare", work.path("e"), work.path("a"), "--shard", "auto", "--json"],
                                 environment: ["FLIPBOOK_SHARD": "\(k)/\(count)"], unsetting: ShardCommandTests.engineVariables)
            #expect(result.status == 1)
            let path = work.path("results/shard-\(k).json")
            try FileManager.default.createDirectory(atPath: work.path("results"), withIntermediateDirectories: true)
            try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: path))
            return result.stdout
        }
    }

    @Test func eachShardComparesAContiguousShareOfTheFrames() throws {
        let work = try TemporaryFolder()
        defer { work.remove() }
        try folders(work)
        let results = try shardResults(work)
        #expect(results[0].contains(#""failed":1,"#) && results[0].contains(#""passed":2,"#) && results[0].contains(#""shard":"1/3""#))
        #expect(results[0].contains(#""passedFrames":["frame-00000.png","frame-00001.png"]"#))
        #expect(results[1].contains(#""failed":1,"#) && results[1].contains(#""passed":2,"#))
        #expect(results[2].contains(#""new":1,"#) && results[2].contains(#""passed":1,"#))
    }

    @Test func theShardsMergeIntoOneReport() throws {
        let work = try TemporaryFolder()
        defer { work.remove() }
        try folders(work)
        _ = try shardResults(work)
        let report = work.path("report.html")
        let merge = try CLI("report", "merge", work.path("results"), "--out", report)
        #expect(merge.status == 1)
        #expect(merge.stdout == "3 shards: 5 passed, 2 failed, 1 new, 0 missing, 0 error: pixel-diff\nreport: \(report)\n")
        let page = try String(contentsOfFile: report, encoding: .utf8)
        #expect(page.contains(#"<span class="passed">5 passed</span> · <span class="failed">2 failed</span> · <span class="new">1 new</span>"#))
        for name in ["frame-00002", "frame-00005", "frame-00007"] { #expect(page.contains("id=\"image-\(name)-png\"")) }
        #expect(page.components(separatedBy: "<section class=\"image ").count == 4)
        // Its sections (views of every image that did not pass) are those of one unsharded comparison.
        let whole = work.path("whole.html")
        #expect(try CLI("compare", work.path("e"), work.path("a"), "--report", whole).status == 1)
        func sections(_ html: String) -> Substring { html[html.range(of: "<main>")!.lowerBound..<html.range(of: "</main>")!.upperBound] }
        #expect(sections(page) == sections(try String(contentsOfFile: whole, encoding: .utf8)))
    }

    @Test func aMissingOrRepeatedShardIsBadUsage() throws {
        let work = try TemporaryFolder()
        defer { work.remove() }
        try folders(work)
        _ = try shardResults(work)
        let (one, three) = (work.path("results/shard-1.json"), work.path("results/shard-3.json"))
        let missing = try CLI("report", "merge", one, three, "--out", work.path("r.html"))
        #expect(missing.status == 2)
        #expect(missing.stderr == "flipbook: shard 2/3 missing: merge the --json result of every shard\n")
        let twice = try CLI("report", "merge", work.path("results"), one, "--out", work.path("r.html"))
        #expect(twice.status == 2)
        #expect(twice.stderr == "flipbook: shard 1/3 is given twice: \(one) and \(one)\n")
        let files = try CLI("compare", work.path("e/frame-00000.png"), work.path("a/frame-00000.png"), "--shard", "1/2")
        #expect(files.status == 2)
        #expect(files.stderr == "flipbook: --shard splits folder comparisons; give two folders\n")
    }
}
