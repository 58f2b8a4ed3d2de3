import Foundation
import Testing
import FlipbookImage
import FlipbookTestSupport

/// Issue 16's smaller breaks of the one-line-error contract, and the exit-code table: 0 done or
/// match, 1 failure or difference, 2 bad usage or unreadable input.
@Suite final class OneLineContractTests {
    let work: TemporaryFolder

    init() throws { work = try TemporaryFolder() }

    deinit { work.remove() }

    private func path(_ name: String) -> String { work.path(name) }

    private func grey(_ name: String, width: Int = 8, height: Int = 8, level: UInt8 = 128) throws -> String {
        try work.png(name, width: width, height: height, gray: level)
    }

    @Test func aNewlineInANameIsEscaped() throws {
        let result = try CLI("render", "evil\nscene\u{1B}[2J")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flipbook: unknown scene \"evil\\nscene\\u{1B}[2J\"; `flipbook list` shows all "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func aNewlineInAPathIsEscaped() throws {
        let result = try CLI("compare", path("no\nsuch.png"), try grey("b.png"))
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: cannot read \(work.path)/no\\nsuch.png: No such file or directory\n")
    }

    @Test func aNewlineInAFrameNameStaysOnItsLine() throws {
        _ = try grey("e/bad\nname.png", level: 10)
        _ = try grey("a/bad\nname.png", level: 250)
        let result = try CLI("compare", path("e"), path("a"))
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").first?.hasPrefix("failed  bad\\nname.png: 64 pixels") == true)
        #expect(result.stdout.split(separator: "\n").count == 2)
    }

    @Test(arguments: [["render"], ["plot"], ["layout"], ["gif"], ["filmstrip"]])
    func aHundredThousandCharacterInputIsCut(command: [String]) throws {
        let huge = String(repeating: "x", count: 100_000)
        let result = try CLI(arguments: command + [huge])
        #expect(result.status == 2)
        #expect(result.stderr.count < 2_100, "\(result.stderr.count) characters")
        #expect(result.stderr.contains("x…x"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func anOverlongUnknownOptionIsCutToo() throws {
        let result = try CLI("render", "--" + String(repeating: "y", count: 100_000))
        #expect(result.status == 2)
        #expect(result.stderr.count < 2_100)
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test(arguments: [["plot", "linear"], ["filmstrip", "explicit-animation", "--times", "0,0.5"]])
    func figuresWorkInAFreshFolder(arguments: [String]) throws {
        let result = try CLI(arguments: arguments, in: work.url)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: path("output"))
        #expect(written.count == 1 && written[0].hasSuffix(".png"))
    }

    @Test func theLastFrameOfAFilmstripIsItsLastTime() throws {
        let accepted = try CLI("filmstrip", "explicit-animation", "--times", "0,0.983", "-o", path("strip.png"))
        #expect(accepted.status == 0)
        let refused = try CLI("filmstrip", "explicit-animation", "--times", "1")
        #expect(refused.status == 2)
        #expect(refused.stderr == "flipbook: time 1 is outside explicit-animation's frames: 0 to 0.983 s (frame 59 is the last)\n")
    }

    /// A diff or report that cannot be written: the result is printed, then one line, exit 1.
    /// The folder is a 4 KiB tmpfs in a private mount namespace, too small for the report.
    @Test func aWriteFailureStillPrintsTheResult() throws {
        let expected = try grey("e.png", width: 512, level: 10)
        let actual = try grey("a.png", width: 512, level: 250)
        let full = path("full")
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        let result = try CLI(shell: """
            exec unshare -rm sh -c 'mount -t tmpfs -o size=4k flipbook "$1" && exec "$0" compare "$2" "$3" --report "$1/r.html"' \
            "$FLIPBOOK" '\(full)' '\(expected)' '\(actual)'
            """)
        #expect(result.status == 1)
        #expect(result.stdout == "pixel-diff: 4096 pixels (ratio 1 of 512×8) differ, 0 allowed\n")
        #expect(result.stderr == "flipbook: cannot write \(full)/r.html: No space left on device\n")
    }

    @Test func anUnwritableDiffFolderIsOneLine() throws {
        try Data().write(to: URL(fileURLWithPath: path("file")))
        let result = try CLI("compare", try grey("e.png"), try grey("a.png", level: 0), "--diff", path("file/diff.png"))
        #expect(result.status == 1)
        #expect(result.stderr == "flipbook: cannot create the folder \(path("file")): Not a directory\n")
    }

    @Test(arguments: [
        (["render", "implicit-animation", "--out", ""], "flipbook: --out is empty: name a folder (default: output)"),
        (["plot", "linear", "-o", ""], "flipbook: -o is empty: name a file to write"),
        (["filmstrip", "explicit-animation", "-o", ""], "flipbook: -o is empty: name a file to write"),
        (["gif", "implicit-animation", "-o", ""], "flipbook: -o is empty: name a file to write"),
        (["render", "implicit-animation", "--scale", "2.5"], "flipbook: --scale must be 1, 2 or 3 (got 2.5)"),
        (["gif", "implicit-animation", "--scale", "2.5"], "flipbook: --scale must be 1, 2 or 3 (got 2.5)"),
        (["filmstrip", "implicit-animation", "--scale", "0.5"], "flipbook: --scale must be 1, 2 or 3 (got 0.5)"),
        (["render", "implicit-animation", "--fps", "100000"], "flipbook: --fps: fps must be between 1 and 240 (got 100000)"),
        (["render", "implicit-animation", "--responses", "nowhere"],
         "flipbook: --responses: no folder at nowhere; give a folder whose HOST/PATH files answer the scene's requests"),
        (["gif", "implicit-animation", "--responses", "nowhere"],
         "flipbook: --responses: no folder at nowhere; give a folder whose HOST/PATH files answer the scene's requests"),
        (["filmstrip", "implicit-animation", "--responses", "nowhere"],
         "flipbook: --responses: no folder at nowhere; give a folder whose HOST/PATH files answer the scene's requests"),
    ])
    func emptyPathsAndOddScalesAreUsageErrors(arguments: [String], message: String) throws {
        let result = try CLI(arguments: arguments, in: work.url)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    }

    @Test func emptyDiffAndReportPathsAreUsageErrors() throws {
        let (e, a) = (try grey("e.png"), try grey("a.png"))
        for option in ["--diff", "--report"] {
            let result = try CLI("compare", e, a, option, "")
            #expect(result.status == 2)
            #expect(result.stderr == "flipbook: \(option) is empty: name a file to write\n")
        }
    }

    /// Every subcommand: 2 for bad usage (an unknown option) and, where it reads files, for
    /// unreadable input; 0 when done.
    @Test(arguments: [["list"], ["render", "implicit-animation"], ["gif", "implicit-animation"],
                      ["filmstrip", "implicit-animation"], ["plot", "linear"], ["layout", "implicit-animation"],
                      ["compare", "a.png", "b.png"], ["bench"]])
    func badUsageIsTwoForEverySubcommand(arguments: [String]) throws {
        let result = try CLI(arguments: arguments + ["--no-such-option"], in: work.url)
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: Unknown option '--no-such-option'\n")
    }

    @Test func exitCodesFollowTheTable() throws {
        let (e, a, b) = (try grey("e.png"), try grey("a.png"), try grey("b.png", level: 0))
        #expect(try CLI("compare", e, a).status == 0)
        #expect(try CLI("compare", e, b).status == 1)
        #expect(try CLI("compare", e, path("missing.png")).status == 2)
        #expect(try CLI("layout", "implicit-animation", "--at", "0.5").status == 0)
        #expect(try CLI("layout", "implicit-animation", "--at", "9").status == 2)
        #expect(try CLI("list").status == 0)
        #expect(try CLI("gif", "--frames", path("nowhere"), "-o", path("x.gif")).status == 2)
    }
}
