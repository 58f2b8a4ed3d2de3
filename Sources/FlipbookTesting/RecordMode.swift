import Foundation

/// When `assertFrames` writes golden frames, as swift-snapshot-testing's record modes. Every
/// run that writes a golden also fails, so a test never passes by recording.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write every golden.
    case all
    /// Write goldens that do not exist yet, compare the others (the default on a developer machine).
    case missing
    /// Write goldens that are missing or do not match, compare the others.
    case failed
    /// Write nothing; a missing golden is a failure (the default when `CI` is set).
    case never

    /// The environment variable that chooses the mode: `FLIPBOOK_RECORD=all|missing|failed|never`.
    public static let environmentVariable = "FLIPBOOK_RECORD"

    /// The mode `environment` chooses, and where the choice came from: `FLIPBOOK_RECORD` when
    /// set, else `never` when `CI` is set (and not `false` or `0`), else `missing`. An unknown
    /// `FLIPBOOK_RECORD` value gives `never` and a problem to report.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (mode: RecordMode, origin: String, problem: String?) {
        if let value = environment[environmentVariable] {
            if let mode = RecordMode(rawValue: value.lowercased()) { return (mode, "\(environmentVariable)=\(value)", nil) }
            let known = allCases.map(\.rawValue).joined(separator: ", ")
            return (.never, "\(environmentVariable)=\(value)",
                    "\(environmentVariable)=\(value) is not a record mode (use one of \(known)); nothing was recorded")
        }
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) {
            return (.never, "CI is set", nil)
        }
        return (.missing, "the default", nil)
    }
}

/// Runs a golden check with the record mode set in code, else the environment's, given with
/// where it came from; records the environment's problem, then each failure `verify` returns, at
/// the calling line (`assertFrames`, `assertTrack`).
@MainActor
func checkGoldens(record: RecordMode?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
                  verify: (_ mode: RecordMode, _ origin: String) -> [String]) {
    let fromEnvironment = RecordMode.fromEnvironment()
    var failures = fromEnvironment.problem.map { [$0] } ?? []
    failures += verify(record ?? fromEnvironment.mode, record == nil ? fromEnvironment.origin : "set in code")
    for failure in failures {
        IssueReporter.record(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
