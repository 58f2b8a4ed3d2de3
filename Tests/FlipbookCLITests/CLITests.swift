import Foundation
import Testing
import FlipbookScenes

/// Runs a built command-line binary (`flipbook` unless told otherwise) and captures its exit
/// code and output.
struct CLI {
    /// The folder of the built products (where this test bundle's binaries are).
    static let products: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("flipbook").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// The built `flipbook`.
    static var binary: URL { products.appendingPathComponent("flipbook") }

    /// True when the tests run under scripts/sanitize.sh: sanitizers reserve terabytes of
    /// address space (no `ulimit -v` fits) and hold freed memory back for a while.
    static let underSanitizer = ["ASAN_OPTIONS", "TSAN_OPTIONS"].contains { ProcessInfo.processInfo.environment[$0] != nil }

    let status: Int32
    let stdout: String
    let stderr: String

    init(_ arguments: String...) throws { try self.init(arguments: arguments) }

    /// Runs `program` (a built product; `flipbook` by default) with `arguments`, in `directory` when
    /// given, with `environment` added to this process's and the variables `unsetting` removed.
    init(program: String = "flipbook", arguments: [String], in directory: URL? = nil,
         environment: [String: String] = [:], unsetting: Set<String> = []) throws {
        try self.init(executable: Self.products.appendingPathComponent(program), arguments: arguments, in: directory,
                      environment: environment, unsetting: unsetting)
    }

    /// Runs `/bin/sh -c script`, with `$FLIPBOOK` naming the binary: for `ulimit`, `unshare`…
    init(shell script: String) throws {
        try self.init(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "FLIPBOOK=\"$0\"; " + script, Self.binary.path])
    }

    private init(executable: URL, arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                 unsetting: Set<String> = []) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.filter { !unsetting.contains($0.key) }.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        stdout = String(decoding: outData, as: UTF8.self)
        stderr = String(decoding: errData, as: UTF8.self)
    }
}

@Suite struct CLITests {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")

    @Test func listShowsEveryBuiltInScene() throws {
        let result = try CLI("list")
        #expect(result.status == 0)
        #expect(result.stdout.contains("400×200 pt @1x  60 fps, 1 s, 60 frames  Text slides"))
        #expect(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) } == SceneCatalog.all.map(\.name))
        #expect(result.stdout.contains("explicit-animation"))
    }

    @Test func renderWritesFramesAndOneSummaryLine() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try CLI("render", "implicit-animation", "--out", work.path, "--frames", "0..2")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("implicit-animation: 3 frames, 400×200 px"))
        #expect(result.stdout.split(separator: "\n").count == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("implicit-animation").path)
        #expect(names.sorted() == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
    }

    @Test(arguments: [
        (["render", "nope"], "flipbook: unknown scene \"nope\"; `flipbook list` shows all \(SceneCatalog.all.count)"),
        (["render", "dashbord"], "flipbook: unknown scene \"dashbord\"; did you mean \"dashboard\"? (`flipbook list` shows all \(SceneCatalog.all.count))"),
        (["render"], "flipbook: name a scene to render, or pass --all (see `flipbook list`)"),
        (["render", "implicit-animation", "--all"], "flipbook: give scene names or --all, not both"),
        (["render", "implicit-animation", "--fps", "0"], "flipbook: --fps: fps must be between 1 and 240 (got 0)"),
        (["render", "implicit-animation", "--scale", "9"], "flipbook: --scale must be 1, 2 or 3 (got 9)"),
        (["render", "implicit-animation", "--scale", "nan"], "flipbook: --scale must be 1, 2 or 3 (got nan)"),
        (["render", "implicit-animation", "--scale=-2"], "flipbook: --scale must be 1, 2 or 3 (got -2)"),
        (["render", "implicit-animation", "--frames", "5..2"], "flipbook: bad frame range \"5..2\": 2 is before 5"),
        (["render", "implicit-animation", "--frames", "0..600"], "flipbook: --frames 0..600: implicit-animation has frames 0..59"),
        (["render", "implicit-animation", "--frames", "a..b"], "flipbook: bad frame range \"a..b\": write A..B with whole numbers, e.g. 0..59 or 30.."),
        (["render", "implicit-animation", "--threads", "0"], "flipbook: --threads must be between 1 and 64 (got 0)"),
        (["frobnicate"], "flipbook: Unexpected argument 'frobnicate'"),
    ])
    func badUsageExitsWithTwoAndOneLine(arguments: [String], message: String) throws {
        let process = try CLI(arguments: arguments)
        #expect(process.status == 2)
        #expect(process.stderr == message + "\n")
        #expect(process.stdout.isEmpty)
    }

    @Test func aSymbolWithoutAStandInIsNamedOnceAfterTheSummary() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try CLI("render", "symbols-gallery", "--out", work.path, "--frames", "0..2")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("symbols-gallery: 3 frames, 780×1040 px"))
        #expect(result.stderr == "flipbook: warning: symbols-gallery: Image(systemName: \"cloud.moon.bolt.fill\"): Flipbook has no "
            + "stand-in for this SF Symbol; it draws a dashed box (add it to scripts/make-symbol-table.py, or use a listed name)\n")
    }

    @Test func anUnwritableOutputFolderIsARenderFailure() throws {
        let result = try CLI("render", "implicit-animation", "--out", "/etc/hostname/frames")
        #expect(result.status == 1)
        #expect(result.stderr == "flipbook: cannot create /etc/hostname/frames/implicit-animation: Not a directory; choose another --out\n")
    }

    private static let linear = "BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))"
    private static let smooth = "FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)"

    /// Article 000's printed lines for the state change of ImplicitAnimationDemo, with the
    /// trailing resets.
    @Test func traceOfImplicitAnimationDemoMatchesTheArticle() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try CLI("render", "implicit-animation-demo", "--trace", "--frames", "0..20", "--out", work.path)
        let lines = result.stdout.split(separator: "\n").dropLast().map(String.init)
        #expect(lines == ["— Tap(\"Active\", at: 0.25)", "VStack: \(Self.linear)", "outer: \(Self.linear)", "inner: \(Self.smooth)",
                          "VStack: nil", "outer: nil"])
    }

    /// Article 000's printed lines for ExplicitAnimationDemo: every changed branch, the moved text last.
    @Test func traceOfExplicitAnimationDemoMatchesTheArticle() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try CLI("render", "explicit-animation-demo", "explicit-animation-spacer-demo", "--trace",
                             "--frames", "0..20", "--out", work.path)
        let lines = result.stdout.split(separator: "\n").map(String.init).filter { !$0.contains(" frames, ") }
        let tap = "— Tap(\"Active\", at: 0.25)"
        let reset = ["App: nil", "VStack: nil", "SubView: nil"]
        #expect(lines == [tap] + ["App", "VStack", "SubView", "Rectangle", "Hello World"].map { "\($0): \(Self.smooth)" } + reset
            + [tap] + ["App", "VStack", "SubView", "Rectangle"].map { "\($0): \(Self.smooth)" } + reset)
    }

    @Test func withoutTraceWhatScenesPrintIsKeptOutOfStandardOutput() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try CLI("render", "implicit-animation-demo", "--frames", "0..20", "--out", work.path)
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test func helpExitsWithZero() throws {
        let result = try CLI("render", "--help")
        #expect(result.status == 0)
        #expect(result.stdout.contains("--frames <A..B>"))
    }
}

