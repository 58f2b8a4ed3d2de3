import Foundation
import Testing
import FlipbookTestSupport

/// `render --shard`, `--shard auto` under each job engine's variables, and `verify`.
@Suite struct ShardCommandTests {
    /// Every variable `--shard auto` reads, removed so the machine running the tests cannot leak one in.
    static let engineVariables: Set<String> = ["FLIPBOOK_SHARD", "FLIPBOOK_SHARD_COUNT", "JOB_COMPLETION_INDEX",
                                               "SLURM_ARRAY_TASK_ID", "SLURM_ARRAY_TASK_COUNT", "SLURM_ARRAY_TASK_MIN",
                                               "SLURM_ARRAY_TASK_STEP"]

    /// The environment each engine gives worker `k` (0-based) of `n`.
    static func engine(_ name: String, _ k: Int, _ n: Int) -> [String: String] {
        switch name {
        case "github": ["FLIPBOOK_SHARD": "\(k + 1)/\(n)"]
        case "kubernetes": ["JOB_COMPLETION_INDEX": "\(k)", "FLIPBOOK_SHARD_COUNT": "\(n)"]
        default: ["SLURM_ARRAY_TASK_ID": "\(k + 1)", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "\(n)"]
        }
    }

    private func frames(_ folder: String) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }
        return try Dictionary(uniqueKeysWithValues: names.map {
            ($0, try Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent($0))))
        })
    }

    @Test(arguments: [(1, "github"), (2, "github"), (3, "kubernetes"), (7, "slurm")])
    func shardsRenderedIntoOneFolderEqualAFullRenderByteForByte(count: Int, engine: String) throws {
        let work = try TemporaryFolder()
        defer { work.remove() }
        let full = try CLI("render", "implicit-animation", "--fps", "30", "--out", work.path("full"))
        #expect(full.status == 0)
        for k in 0..<count {
            let shard = try CLI(arguments: ["render", "implicit-animation", "--fps", "30", "--out", work.path("merged"),
                                            "--shard", "auto"],
                                environment: Self.engine(engine, k, count), unsetting: Self.engineVariables)
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        let merged = try frames(work.path("merged/implicit-animation"))
        #expect(merged.count == 30)
        #expect(merged == (try frames(work.path("full/implicit-animation"))))
        let manifests = try FileManager.default.contentsOfDirectory(atPath: work.path("merged/implicit-animation"))
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(manifests == (1...count).map { "sequence.shard-\($0)-of-\(count).json" }.sorted())
        let verify = try CLI("verify", work.path("merged"))
        #expect(verify.status == 0)
        #expect(verify.stdout == "\(work.path("merged")): complete: 1 scene, 30 frames from \(count) "
                + "\(count == 1 ? "shard" : "shards"), every SHA-256 matches (Flipbook 0.1.0)\n")
    }

    @Test func verifyNamesAMissingADuplicatedAndAForeignFrame() throws {
        let work = try TemporaryFolder()
        defer { work.remove() }
        let out = work.path("out")
        for k in 1...3 { #expect(try CLI("render", "implicit-animation", "--fps", "10", "--out", out, "--shard", "\(k)/3").status == 0) }
        // Shard 2 also run as part of a two-way split, a frame lost, one from elsewhere.
        #expect(try CLI("render", "implicit-animation", "--fps", "10", "--out", out, "--shard", "2/2").status == 0)
        let scene = (out as NSString).appendingPathComponent("implicit-animation")
        try FileManager.default.removeItem(atPath: scene + "/frame-00009.png")
        try work.png("out/implicit-animation/frame-00010.png", width: 8, height: 8)
        let verify = try CLI("verify", out)
        #expect(verify.status == 1)
        #expect(verify.stdout == """
            \(scene): manifests from splits into 2 and 3 shards; delete the folder and render every shard again
            \(scene): frame 5 is listed twice, by shards 2/2 and 2/3
            \(scene): frame 6 is listed twice, by shards 2/2 and 2/3
            \(scene): frame 7 is listed twice, by shards 2/2 and 3/3
            \(scene): frame 8 is listed twice, by shards 2/2 and 3/3
            \(scene): frame 9 is listed twice, by shards 2/2 and 3/3
            \(scene)/frame-00010.png: written by no shard (a foreign frame); delete it
            \(scene): frame 9 is listed by shard 2/2 but missing

            """)
    }

    @Test func renderAllDealsEachSceneToOneShardAndVerifyMissesNone() throws {
        let work = try TemporaryFolder()
        defer { work.remove() }
        let out = work.path("out")
        var taken: [Int: [String]] = [:]
        for k in 1...3 {
            let before = Set((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? [])
            // 4 fps: a scripted swipe's finger needs a frame before the tap that follows it.
            let result = try CLI("render", "--all", "--fps", "4", "--out", out, "--shard", "\(k)/3")
            #expect(result.status == 0, "\(result.stderr)")
            taken[k] = try FileManager.default.contentsOfDirectory(atPath: out)
                .filter { !before.contains($0) && !$0.hasSuffix(".json") }.sorted()
            for scene in taken[k]! {
                #expect(FileManager.default.fileExists(atPath: "\(out)/\(scene)/sequence.shard-\(k)-of-3.json"))
            }
            if k == 2 {
                // Shard 3 has not run: no scene folder can show that, its deal manifest's absence does.
                let verify = try CLI("verify", out)
                #expect(verify.status == 1)
                #expect(verify.stdout == "\(out): render-all.shard-3-of-3.json is missing: shard 3/3 did not run "
                        + "or was not merged, so its scenes cannot be checked\n")
            }
        }
        let list = try CLI("list").stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(taken.values.flatMap { $0 }.sorted() == list.sorted())
        #expect(try CLI("verify", out).status == 0)

        // A worker that stopped before one of its scenes.
        let lost = try #require(taken[2]?.first)
        try FileManager.default.removeItem(atPath: "\(out)/\(lost)")
        let verify = try CLI("verify", out)
        #expect(verify.status == 1)
        #expect(verify.stdout == "\(out)/\(lost): dealt to shard 2/3 but holds no shard manifest (the worker stopped "
                + "before it); render shard 2/3 again\n")
    }

    @Test(arguments: [
        (["--shard", "0/3"], "flipbook: bad shard 0/3: K must be between 1 and 3 (shards are numbered from 1)"),
        (["--shard", "4/3"], "flipbook: bad shard 4/3: K must be between 1 and 3 (shards are numbered from 1)"),
        (["--shard", "1/0"], "flipbook: bad shard 1/0: the count must be between 1 and 100000"),
        (["--shard", "x/y"], "flipbook: bad shard \"x/y\": write K/N with whole numbers, e.g. 2/4 (shard 2 of 4)"),
        (["--shard", "auto"], "flipbook: --shard auto: no shard in the environment; set FLIPBOOK_SHARD=K/N (e.g. from a "
            + "GitHub Actions matrix), JOB_COMPLETION_INDEX with FLIPBOOK_SHARD_COUNT (Kubernetes Indexed Job), or "
            + "SLURM_ARRAY_TASK_ID with SLURM_ARRAY_TASK_COUNT and SLURM_ARRAY_TASK_MIN (Slurm array)"),
        (["--shard", "1/2", "--frames", "0..3"], "flipbook: give --frames or --shard, not both: --shard picks the frames"),
    ])
    func badShardsExitWithTwoAndOneLine(arguments: [String], message: String) throws {
        let work = try TemporaryFolder()
        defer { work.remove() }
        let result = try CLI(arguments: ["render", "implicit-animation", "--out", work.path] + arguments,
                             unsetting: Self.engineVariables)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
        #expect(result.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    }

    @Test func verifyWithoutManifestsIsBadUsage() throws {
        let work = try TemporaryFolder()
        defer { work.remove() }
        let result = try CLI("verify", work.path)
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: no shard manifests (sequence.shard-K-of-N.json) in \(work.path) or its folders; "
                + "render with --shard K/N first\n")
    }
}
