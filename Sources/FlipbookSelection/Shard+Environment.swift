import FlipbookMessages

extension Shard {
    /// `FLIPBOOK_SHARD`: `K/N`, or `auto` to read the job engine's variables.
    public static let environmentVariable = "FLIPBOOK_SHARD"
    /// The shard count that goes with Kubernetes' 0-based `JOB_COMPLETION_INDEX` (the Job's `completions`).
    public static let countVariable = "FLIPBOOK_SHARD_COUNT"

    /// The variables `--shard auto` reads, for messages.
    static let engineVariables = "FLIPBOOK_SHARD=K/N (e.g. from a GitHub Actions matrix), "
        + "JOB_COMPLETION_INDEX with \(countVariable) (Kubernetes Indexed Job), "
        + "or SLURM_ARRAY_TASK_ID with SLURM_ARRAY_TASK_COUNT and SLURM_ARRAY_TASK_MIN (Slurm array)"

    /// The shard a `--shard` value names: `K/N`, or `auto` for the one the job engine set in
    /// `environment` (see `fromEngine(_:)`).
    public init(argument: String, environment: [String: String]) throws(PlayerError) {
        if argument == "auto" {
            self = try Self.fromEngine(environment)
        } else {
            try self.init(parsing: argument)
        }
    }

    /// The shard given by the first of: `FLIPBOOK_SHARD=K/N` (set from a CI matrix);
    /// Kubernetes' `JOB_COMPLETION_INDEX` (0-based) with `FLIPBOOK_SHARD_COUNT`; a Slurm array's
    /// `SLURM_ARRAY_TASK_ID`, `SLURM_ARRAY_TASK_MIN`, `SLURM_ARRAY_TASK_COUNT` (and
    /// `SLURM_ARRAY_TASK_STEP` when not 1). A usage error names the variables when none is set.
    public static func fromEngine(_ environment: [String: String]) throws(PlayerError) -> Shard {
        if let text = environment[environmentVariable], text != "auto" {
            do { return try Shard(parsing: text) } catch { throw PlayerError.usage("\(environmentVariable): \(error)") }
        }
        if let text = environment["JOB_COMPLETION_INDEX"] {
            let index = try number("JOB_COMPLETION_INDEX", text)
            guard let countText = environment[countVariable] else {
                throw PlayerError.usage("JOB_COMPLETION_INDEX is set but \(countVariable) is not: "
                                        + "set it to the Job's completions in the pod template")
            }
            return try named("JOB_COMPLETION_INDEX", index + 1, try number(countVariable, countText))
        }
        if let text = environment["SLURM_ARRAY_TASK_ID"] {
            let id = try number("SLURM_ARRAY_TASK_ID", text)
            guard let countText = environment["SLURM_ARRAY_TASK_COUNT"], let minimumText = environment["SLURM_ARRAY_TASK_MIN"] else {
                throw PlayerError.usage("SLURM_ARRAY_TASK_ID is set without SLURM_ARRAY_TASK_COUNT and SLURM_ARRAY_TASK_MIN: "
                                        + "run inside an sbatch --array job")
            }
            let minimum = try number("SLURM_ARRAY_TASK_MIN", minimumText)
            var step = 1
            if let stepText = environment["SLURM_ARRAY_TASK_STEP"] { step = try number("SLURM_ARRAY_TASK_STEP", stepText) }
            guard step > 0, id >= minimum, (id - minimum) % step == 0 else {
                throw PlayerError.usage("SLURM_ARRAY_TASK_ID \(id) is not in the array from \(minimum) in steps of \(step)")
            }
            return try named("SLURM_ARRAY_TASK_ID", (id - minimum) / step + 1, try number("SLURM_ARRAY_TASK_COUNT", countText))
        }
        throw PlayerError.usage("--shard auto: no shard in the environment; set \(engineVariables)")
    }

    /// The shard from a variable, with the variable named when it is out of range.
    private static func named(_ variable: String, _ index: Int, _ count: Int) throws(PlayerError) -> Shard {
        do { return try Shard(index: index, count: count) } catch { throw PlayerError.usage("\(variable): \(error)") }
    }

    /// A variable's whole-number value.
    private static func number(_ variable: String, _ text: String) throws(PlayerError) -> Int {
        guard (1...9).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }), let value = Int(text) else {
            throw PlayerError.usage("\(variable)=\"\(OneLine.echo(text))\" is not a whole number")
        }
        return value
    }
}
