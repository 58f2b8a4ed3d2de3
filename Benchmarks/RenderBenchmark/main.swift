// Peak memory of `render` against frame count (run with `swift run -c release RenderBenchmark`).
// With arguments it is the `flipbook` command line over its long scene, e.g.
// `RenderBenchmark render long-1080p --frames 0..9999`; without, it runs itself that way for
// 100 and 10,000 frames and prints each run's wall time and peak resident memory.
import FlipbookCommandLine
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs this executable with `arguments`; returns wall seconds and peak resident kilobytes.
func measureChild(_ arguments: [String]) -> (seconds: Double, peakKB: Int) {
    let executable = CommandLine.arguments[0]
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let started = Date()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { fatalError("cannot run \(executable)") }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    guard status == 0 else { fatalError("\(arguments.joined(separator: " ")) failed (status \(status))") }
    return (Date().timeIntervalSince(started), usage.ru_maxrss)
}

if CommandLine.arguments.count > 1 {
    MainActor.assumeIsolated { FlipbookCommandLine.main(scenes: [.long1080p]) }
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-render-benchmark-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: folder) }
print("render long-1080p (1920×1080), all cores; peak resident memory of the whole process")
var baseline = 0
for frames in [100, 10_000] {
    let (seconds, peak) = measureChild(["render", "long-1080p", "--frames", "0..\(frames - 1)", "--out", folder])
    if baseline == 0 { baseline = peak }
    print(String(format: "%6d frames: %7.2f s, %5.1f frames/s, peak %6.1f MB (%+.1f %% against 100 frames)",
                 frames, seconds, Double(frames) / seconds, Double(peak) / 1024,
                 (Double(peak) / Double(baseline) - 1) * 100))
}
