import Foundation
import Testing
import FlipbookImage

/// `flipbook compare` on hand-made PNGs: exit 0 within tolerance, 1 different, 2 trouble.
@Suite struct CompareCommandTests {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-compare-\(UUID().uuidString)")

    /// Writes a 10×10 grey PNG at `name` (under the work folder) with `changed` pixels made black.
    @discardableResult
    private func png(_ name: String, changed: [(Int, Int)] = [], width: Int = 10, height: Int = 10) throws -> String {
        let path = work.appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var image = RGBAImage(width: width, height: height, fill: (200, 200, 200, 255))
        for (x, y) in changed { image[x: x, y: y] = (0, 0, 0, 255) }
        try PNG.write(image, to: path)
        return path
    }

    @Test func identicalFilesMatch() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try CLI("compare", try png("a.png"), try png("b.png"))
        #expect(result.status == 0)
        #expect(result.stdout == "match: no pixel differs (10×10)\n")
    }

    @Test func differentFilesPrintJSONAndWriteTheDiff() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let diff = work.appendingPathComponent("diff.png").path
        let result = try CLI("compare", try png("a.png"), try png("b.png", changed: [(1, 1), (5, 7)]), "--json", "--diff", diff)
        #expect(result.status == 1)
        #expect(result.stdout == #"{"antiAliasedCount":0,"diffCount":2,"diffRatio":0.02,"height":10,"match":false,"reason":"pixel-diff","width":10}"# + "\n")
        let painted = try PNG.read(contentsOf: diff)
        #expect(painted[x: 5, y: 7] == (255, 0, 0, 255))
        #expect(painted[x: 0, y: 0] == (249, 249, 249, 255))
    }

    @Test func toleranceLimitsAreApplied() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let a = try png("a.png"), b = try png("b.png", changed: [(1, 1), (5, 7)])
        let within = try CLI("compare", a, b, "--max-diff-pixels", "2")
        #expect(within.status == 0)
        #expect(within.stdout == "within-tolerance: 2 pixels (ratio 0.02 of 10×10) differ, 2 allowed\n")
        let stricter = try CLI("compare", a, b, "--max-diff-pixels", "2", "--max-diff-ratio", "0.01")
        #expect(stricter.status == 1)
        #expect(stricter.stdout == "pixel-diff: 2 pixels (ratio 0.02 of 10×10) differ, 1 allowed\n")
    }

    @Test func aSizeMismatchIsALayoutDifference() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try CLI("compare", try png("a.png"), try png("b.png", width: 12), "--diff", work.appendingPathComponent("d.png").path)
        #expect(result.status == 1)
        #expect(result.stdout == "layout-diff: expected an image 10×10 px, received 12×10 px\nno diff image: the sizes differ\n")
        let json = try CLI("compare", try png("a.png"), try png("b.png", width: 12), "--json")
        #expect(json.stdout.contains(#""actualWidth":12,"#) && json.stdout.contains(#""reason":"layout-diff""#))
    }

    @Test func aCorruptOrMissingFileIsAnErrorNamingIt() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let good = try png("a.png")
        let corrupt = work.appendingPathComponent("corrupt.png")
        try Data("GIF89a".utf8).write(to: corrupt)
        let result = try CLI("compare", good, corrupt.path)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "flipbook: cannot read \(corrupt.path): not a PNG file (bad signature)\n")
        let missing = try CLI("compare", work.appendingPathComponent("nope.png").path, try png("a.png"))
        #expect(missing.status == 2)
        #expect(missing.stderr == "flipbook: cannot read \(work.appendingPathComponent("nope.png").path): No such file or directory\n")
    }

    @Test(arguments: [
        (["--threshold", "1.5"], "flipbook: --threshold must be between 0 and 1 (got 1.5)"),
        (["--max-diff-pixels=-1"], "flipbook: --max-diff-pixels must be 0 or more (got -1)"),
        (["--max-diff-ratio", "2"], "flipbook: --max-diff-ratio must be between 0 and 1 (got 2.0)"),
    ])
    func badOptionsAreUsageErrors(options: [String], message: String) throws {
        let result = try CLI(arguments: ["compare", "a.png", "b.png"] + options)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
    }

    @Test func aFileAndAFolderCannotBeCompared() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let file = try png("a.png")
        let result = try CLI("compare", work.path, file)
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: compare two PNG files or two folders: \(work.path) is a folder, \(file) is not\n")
    }

    @Test func foldersReportPassedFailedNewMissingAndGaps() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        for frame in [0, 1, 2, 3] { try png(String(format: "e/frame-%05d.png", frame)) }
        try png("a/frame-00000.png")
        try png("a/frame-00001.png", changed: [(3, 3)])
        try png("a/frame-00003.png")
        try png("a/frame-00004.png")
        let (expected, actual) = (work.appendingPathComponent("e").path, work.appendingPathComponent("a").path)
        let report = work.appendingPathComponent("report.html").path
        let result = try CLI("compare", expected, actual, "--report", report)
        #expect(result.status == 1)
        #expect(result.stdout == """
            failed  frame-00001.png: 1 pixel (ratio 0.01 of 10×10) differs, 0 allowed
            missing frame-00002.png: only in the expected folder
            new     frame-00004.png: only in the actual folder
            gap: \(actual) has a gap in its frame numbers: frame-00002.png is missing (it has frames 0 to 4)
            2 passed, 1 failed, 1 new, 1 missing, 0 error: pixel-diff
            report: \(report)

            """)
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("<title>Flipbook compare: pixel-diff</title>"))
        #expect(html.contains("id=\"image-frame-00001-png\""))
    }

    @Test func foldersWithACorruptFrameExitWithTwo() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        try png("e/frame-00000.png")
        try png("e/frame-00001.png")
        try png("a/frame-00000.png")
        let corrupt = work.appendingPathComponent("a/frame-00001.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(to: corrupt)
        let result = try CLI("compare", work.appendingPathComponent("e").path, work.appendingPathComponent("a").path, "--json")
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: cannot read \(corrupt.path): truncated PNG data\n")
        #expect(result.stdout.contains(#""errors":1,"#) && result.stdout.contains(#""reason":"error""#))
    }

    @Test func matchingFoldersExitWithZero() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        for side in ["e", "a"] { for frame in 0...2 { try png(String(format: "\(side)/frame-%05d.png", frame)) } }
        let result = try CLI("compare", work.appendingPathComponent("e").path, work.appendingPathComponent("a").path)
        #expect(result.status == 0)
        #expect(result.stdout == "3 passed, 0 failed, 0 new, 0 missing, 0 error: match\n")
    }

    @Test func foldersRenderedInAnotherEnvironmentSaySoFirst() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        for (side, pango, font) in [("e", "1.50.12", "a1"), ("a", "1.54.0", "b2")] {
            for frame in 0...1 { try png(String(format: "\(side)/frame-%05d.png", frame), changed: side == "a" && frame == 1 ? [(2, 2)] : []) }
            let manifest = """
                {"scene":"s","width":10,"height":10,"scale":1,"fps":60,"frameCount":2,"frames":[0,1],"times":[0,0.016666666666666666],
                 "flipbookVersion":"0.1.0","environment":{"libraries":{"cairo":"1.16.0","pango":"\(pango)"},
                 "fonts":{"Inter.ttc":"\(font)"},"architecture":"x86_64"}}
                """
            try Data(manifest.utf8).write(to: work.appendingPathComponent("\(side)/sequence.json"))
        }
        let result = try CLI("compare", work.appendingPathComponent("e").path, work.appendingPathComponent("a").path)
        #expect(result.status == 1)
        #expect(result.stdout == """
            environment differs: pango 1.50.12 → 1.54.0; font Inter.ttc changed. The expected frames were rendered with other \
            libraries or fonts, which can change antialiasing and text by themselves: re-render them here, keep expected frames \
            per environment, or compare with a tolerance (--threshold 0.1 --max-diff-ratio 0.001)
            failed  frame-00001.png: 1 pixel (ratio 0.01 of 10×10) differs, 0 allowed
            1 passed, 1 failed, 0 new, 0 missing, 0 error: pixel-diff

            """)
        let json = try CLI("compare", work.appendingPathComponent("e").path, work.appendingPathComponent("a").path, "--json")
        #expect(json.stdout.contains(#""environmentDifferences":["pango 1.50.12 → 1.54.0","font Inter.ttc changed"]"#))
    }
}
