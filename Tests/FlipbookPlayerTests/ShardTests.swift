import Testing
import FlipbookPlayer

@Suite struct ShardTests {
    @Test(arguments: [1, 2, 3, 7])
    func chunksCoverEveryFrameOnceInOrder(count: Int) throws {
        for total in [0, 1, 2, 6, 60, 61] {
            let chunks = try (1...count).map { try Shard(index: $0, count: count).chunk(of: total) }
            #expect(chunks.flatMap { Array($0) } == Array(0..<total))
            let sizes = chunks.map(\.count)
            #expect(sizes.max()! - sizes.min()! <= 1)
        }
    }

    @Test func sixtyFramesInSevenShards() throws {
        let chunks = try (1...7).map { try Shard(index: $0, count: 7).chunk(of: 60) }
        #expect(chunks == [0..<9, 9..<18, 18..<27, 27..<36, 36..<44, 44..<52, 52..<60])
    }

    @Test func dealingGivesEachItemToOneShardAndBalancesWeight() throws {
        let weights = [60, 10, 30, 30, 20, 10, 40]
        let shards = try (1...3).map { try Shard(index: $0, count: 3).deal(weights: weights) }
        #expect(shards == [[0, 1], [4, 5, 6], [2, 3]])
        #expect(shards.map { $0.reduce(0) { $0 + weights[$1] } } == [70, 70, 60])
        #expect(try Shard(index: 2, count: 2).deal(weights: []) == [])
    }

    @Test func parsesKOfN() throws {
        #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(try Shard(parsing: "1/1").description == "1/1")
    }

    @Test(arguments: [
        ("0/3", "bad shard 0/3: K must be between 1 and 3 (shards are numbered from 1)"),
        ("4/3", "bad shard 4/3: K must be between 1 and 3 (shards are numbered from 1)"),
        ("1/0", "bad shard 1/0: the count must be between 1 and 100000"),
        ("x/y", "bad shard \"x/y\": write K/N with whole numbers, e.g. 2/4 (shard 2 of 4)"),
        ("2", "bad shard \"2\": write K/N with whole numbers, e.g. 2/4 (shard 2 of 4)"),
        ("-1/3", "bad shard \"-1/3\": write K/N with whole numbers, e.g. 2/4 (shard 2 of 4)"),
        ("1/2/3", "bad shard \"1/2/3\": write K/N with whole numbers, e.g. 2/4 (shard 2 of 4)"),
    ])
    func badValuesAreUsageErrors(text: String, message: String) {
        #expect(throws: PlayerError.usage(message)) { try Shard(parsing: text) }
    }

    @Test func engines() throws {
        func shard(_ environment: [String: String]) throws -> Shard { try Shard(argument: "auto", environment: environment) }
        #expect(try shard(["FLIPBOOK_SHARD": "3/4"]) == Shard(index: 3, count: 4))
        #expect(try shard(["JOB_COMPLETION_INDEX": "0", "FLIPBOOK_SHARD_COUNT": "4"]) == Shard(index: 1, count: 4))
        #expect(try shard(["JOB_COMPLETION_INDEX": "3", "FLIPBOOK_SHARD_COUNT": "4"]) == Shard(index: 4, count: 4))
        let slurm = ["SLURM_ARRAY_TASK_ID": "7", "SLURM_ARRAY_TASK_MIN": "5", "SLURM_ARRAY_TASK_COUNT": "4"]
        #expect(try shard(slurm) == Shard(index: 3, count: 4))
        let stepped = ["SLURM_ARRAY_TASK_ID": "9", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "5",
                       "SLURM_ARRAY_TASK_STEP": "2"]
        #expect(try shard(stepped) == Shard(index: 5, count: 5))
        // FLIPBOOK_SHARD wins over an engine's variables; `auto` there defers to them.
        #expect(try shard(slurm.merging(["FLIPBOOK_SHARD": "1/2"]) { $1 }) == Shard(index: 1, count: 2))
        #expect(try shard(slurm.merging(["FLIPBOOK_SHARD": "auto"]) { $1 }) == Shard(index: 3, count: 4))
        #expect(try Shard(argument: "2/5", environment: slurm) == Shard(index: 2, count: 5))
    }

    @Test(arguments: [
        ([:], "--shard auto: no shard in the environment; set FLIPBOOK_SHARD=K/N (e.g. from a GitHub Actions matrix), "
            + "JOB_COMPLETION_INDEX with FLIPBOOK_SHARD_COUNT (Kubernetes Indexed Job), or SLURM_ARRAY_TASK_ID with "
            + "SLURM_ARRAY_TASK_COUNT and SLURM_ARRAY_TASK_MIN (Slurm array)"),
        (["FLIPBOOK_SHARD": "5/4"], "FLIPBOOK_SHARD: bad shard 5/4: K must be between 1 and 4 (shards are numbered from 1)"),
        (["JOB_COMPLETION_INDEX": "2"], "JOB_COMPLETION_INDEX is set but FLIPBOOK_SHARD_COUNT is not: set it to the Job's completions in the pod template"),
        (["JOB_COMPLETION_INDEX": "4", "FLIPBOOK_SHARD_COUNT": "4"],
         "JOB_COMPLETION_INDEX: bad shard 5/4: K must be between 1 and 4 (shards are numbered from 1)"),
        (["JOB_COMPLETION_INDEX": "one", "FLIPBOOK_SHARD_COUNT": "4"], "JOB_COMPLETION_INDEX=\"one\" is not a whole number"),
        (["SLURM_ARRAY_TASK_ID": "3"], "SLURM_ARRAY_TASK_ID is set without SLURM_ARRAY_TASK_COUNT and SLURM_ARRAY_TASK_MIN: run inside an sbatch --array job"),
        (["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "3", "SLURM_ARRAY_TASK_COUNT": "2"],
         "SLURM_ARRAY_TASK_ID 2 is not in the array from 3 in steps of 1"),
    ])
    func missingOrBadEngineVariablesAreNamed(environment: [String: String], message: String) {
        #expect(throws: PlayerError.usage(message)) { try Shard(argument: "auto", environment: environment) }
    }
}
