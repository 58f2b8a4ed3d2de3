import Foundation
import Testing
import FlipbookImage
import FlipbookTestSupport

/// Issue 16's table: inputs that crashed, hung or ate memory. Each is now one line on standard
/// error and exit code 2, at once.
@Suite final class HostileInputTests {
    let work: TemporaryFolder

    init() throws { work = try TemporaryFolder() }

    deinit { work.remove() }

    private func path(_ name: String) -> String { work.path(name) }

    private func grey(_ name: String, width: Int = 8, height: Int = 8, level: UInt8 = 128) throws -> String {
        try work.png(name, width: width, height: height, gray: level)
    }

    private static let imageFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("FlipbookImageTests/Fixtures")

    @Test(arguments: [
        (["render", "explicit-animation", "--frames", "60.."], "flipbook: --frames 60..: explicit-animation has frames 0..59"),
        (["render", "explicit-animation", "--frames", "1000000.."], "flipbook: --frames 1000000..: explicit-animation has frames 0..59"),
        (["render", "explicit-animation", "--frames", "59..60"], "flipbook: --frames 59..60: explicit-animation has frames 0..59"),
        (["render", "explicit-animation", "--frames", "5..<5"], "flipbook: bad frame range \"5..<5\": it holds no frame"),
        (["render", "explicit-animation", "--frames", "99999999999999999999.."],
         "flipbook: bad frame range \"99999999999999999999..\": write A..B with whole numbers, e.g. 0..59 or 30.."),
    ])
    func anOpenRangePastTheLastFrameIsAUsageError(arguments: [String], message: String) throws {
        let result = try CLI(arguments: arguments + ["--out", work.path])
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func everySceneIsCheckedBeforeTheFirstIsRendered() throws {
        // dashboard has 120 frames, explicit-animation 60: frame 100 exists only in the first.
        let result = try CLI("render", "dashboard", "explicit-animation", "--frames", "100..", "--out", work.path)
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: --frames 100..: explicit-animation has frames 0..59\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    }

    @Test func aFailureInTheSecondSceneKeepsTheFirstSummary() throws {
        try Data().write(to: work.url.appendingPathComponent("explicit-animation"))
        let result = try CLI("render", "implicit-animation", "explicit-animation", "--frames", "0..1", "--out", work.path)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("implicit-animation: 2 frames, 400×200 px"))
        #expect(result.stderr == "flipbook: cannot write frames to \(work.path)/explicit-animation: a file with that name is in the way\n")
    }

    @Test func aSparseHundredGigabyteFileIsRefusedWithoutReadingIt() throws {
        let big = path("big.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: URL(fileURLWithPath: big))
        #expect(truncate(big, 100 << 30) == 0)
        let result = try CLI("compare", big, try grey("any.png"))
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: cannot read \(big): 107,374,182,400 bytes is over the limit of 268,435,456 bytes "
                + "(256 MiB) for a PNG\n")
    }

    @Test func anEndlessDeviceIsNotAPNG() throws {
        let result = try CLI("compare", "/dev/zero", try grey("any.png"))
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: cannot read /dev/zero: not a PNG file (bad signature)\n")
    }

    @Test(arguments: [
        ("interpolatingSpring(stiffness: 1e308)",
         "Animation.interpolatingSpring(mass: 1, stiffness: 1e+308, damping: 15, initialVelocity: 0): stiffness must be at most 1000000"),
        ("interpolatingSpring(initialVelocity: 1e9)",
         "Animation.interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 1000000000): "
            + "initialVelocity must be between -1000 and 1000"),
    ])
    func runawaySpringsAreRefused(spec: String, problem: String) throws {
        let result = try CLI("plot", spec, "--velocity", "-o", path("plot.png"))
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: animation \"\(spec)\": \(problem)\n")
    }

    @Test func theWildestAcceptedSpringPlotsInBoundedTime() throws {
        let result = try CLI("plot", "interpolatingSpring(mass: 0.001, stiffness: 1000000, damping: 0, initialVelocity: 1000)",
                             "--velocity", "-o", path("plot.png"))
        #expect(result.status == 0)
        #expect(try PNG.read(contentsOf: path("plot.png")).height == 728)
    }

    /// Under a 1 GiB address space (not under a sanitizer, which reserves terabytes of it).
    @Test(arguments: ["huge_header.png", "huge_pixels.png"])
    func aDecompressionBombIsRefusedUnderAOneGigabyteAddressSpace(fixture: String) throws {
        let bomb = Self.imageFixtures.appendingPathComponent(fixture).path
        let any = try grey("any.png")
        let limit = CLI.underSanitizer ? "" : "ulimit -v 1048576; "
        let result = try CLI(shell: limit + "exec \"$FLIPBOOK\" compare '\(bomb)' '\(any)'")
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: cannot read \(bomb): 16384×16384 px (268,435,456 pixels) is over the limit of "
                + "33,554,432 pixels\n")
    }

    /// A folder of failing pairs costs the memory of one pair: diffs are written (and report
    /// sections made) as each pair is compared, never kept. Peak memory (`/usr/bin/time`) of eight
    /// 1024×1024 pairs is within 6 MiB of one pair's, where keeping the diffs costs 28 MiB more
    /// (before issue 16: 460 MB for 24 such pairs of 2048×2048, 79 MB after).
    @Test func aFolderComparisonStreams() throws {
        for frame in 0..<8 {
            let name = String(format: "frame-%05d.png", frame)
            _ = try grey("e/\(name)", width: 1024, height: 1024, level: 40)
            _ = try grey("a/\(name)", width: 1024, height: 1024, level: 220)
        }
        _ = try grey("one-e/frame-00000.png", width: 1024, height: 1024, level: 40)
        _ = try grey("one-a/frame-00000.png", width: 1024, height: 1024, level: 220)
        func peakKilobytes(_ expected: String, _ actual: String, _ tag: String) throws -> Int {
            let result = try CLI(shell: "ASAN_OPTIONS=\"${ASAN_OPTIONS:-}:quarantine_size_mb=0\" "
                                 + "exec /usr/bin/time -f '%M' \"$FLIPBOOK\" compare '\(path(expected))' '\(path(actual))' "
                                 + "--diff '\(path("diff-\(tag)"))' --report '\(path("report-\(tag).html"))' 2>&1 >/dev/null")
            #expect(result.status == 1)
            return try #require(Int(result.stdout.split(separator: "\n").last ?? ""))
        }
        let one = try peakKilobytes("one-e", "one-a", "one")
        let eight = try peakKilobytes("e", "a", "eight")
        // ThreadSanitizer's shadow memory follows the application's, several times over.
        #expect(eight < one + (CLI.underSanitizer ? 6 : 1) * 6 * 1024, "one pair: \(one) KB, eight pairs: \(eight) KB")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path("diff-eight")).count == 8)
        let report = try String(contentsOfFile: path("report-eight.html"), encoding: .utf8)
        #expect(report.components(separatedBy: "<section class=\"image failed\"").count - 1 == 8)
    }

    @Test func aManifestThatMakesNoSenseIsNamed() throws {
        _ = try grey("e/frame-00000.png")
        _ = try grey("a/frame-00000.png")
        let manifest = path("a/sequence.json")
        try Data("""
            {"scene":"s","width":8,"height":8,"scale":1,"fps":60,"frameCount":2,"frames":[0,999999999999],
             "times":[0,1],"flipbookVersion":"0.1.0"}
            """.utf8).write(to: URL(fileURLWithPath: manifest))
        let result = try CLI("compare", path("e"), path("a"))
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: cannot read \(manifest): frames must be increasing frame numbers from 0 to frameCount − 1 (1)\n")
    }

    @Test func aFIFONamedLikeAFrameDoesNotHangAFolderComparison() throws {
        _ = try grey("e/frame-00000.png")
        _ = try grey("a/frame-00000.png")
        #expect(mkfifo(path("a/frame-00001.png"), 0o600) == 0)
        let result = try CLI("compare", path("e"), path("a"))
        #expect(result.status == 0)
    }

    @Test func tooManyThreadsAreRefused() throws {
        let result = try CLI("render", "implicit-animation", "--threads", "1000000", "--out", work.path)
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: --threads must be between 1 and 64 (got 1000000)\n")
    }

    @Test func aFilmstripLargerThanTheDecoderAcceptsIsRefusedBeforeRendering() throws {
        let result = try CLI("filmstrip", "dashboard", "--count", "1000000000", "-o", path("strip.png"))
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: a filmstrip of 1,000,000,000 frames of 800×600 px, 1,000,000,000 a row, would be "
                + "816,000,000,016×654 px, over the limit of 32,767 px a side and 33,554,432 pixels; use fewer frames, --columns or "
                + "a smaller --scale\n")
    }

    @Test func aPlotHoldsAtMostTwelveCurves() throws {
        let result = try CLI(arguments: ["plot"] + Array(repeating: "linear", count: 13) + ["-o", path("plot.png")])
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: a plot holds at most 12 animations (got 13)\n")
        #expect(!FileManager.default.fileExists(atPath: path("plot.png")))
    }
}
