import Foundation
import Testing
import FlipbookReport
import FlipbookTestSupport

@Suite struct ComparisonTests {
    /// expected: frames 0–3; actual: 0 same, 1 darker, 3 same, 4 new (2 missing).
    private func folders(_ scratch: TemporaryFolder, each: Comparison.ImageHandler = { _, _ in }) throws -> Comparison {
        for frame in 0...3 { try scratch.png(String(format: "e/frame-%05d.png", frame)) }
        try scratch.png("a/frame-00000.png")
        try scratch.png("a/frame-00001.png", gray: 20)
        try scratch.png("a/frame-00003.png")
        try scratch.png("a/frame-00004.png")
        return try Comparison.directories(expected: scratch.path("e"), actual: scratch.path("a"), tolerance: .exact, each: each)
    }

    /// The report of `comparison` whose images were added as they were compared.
    private func page(_ scratch: TemporaryFolder, _ compare: (Comparison.ImageHandler) throws -> Comparison) throws -> String {
        let report = try HTMLReport(path: scratch.path("report.html"))
        let comparison = try compare { report.add($0, diff: $1) }
        try report.finish(comparison)
        return try String(contentsOfFile: scratch.path("report.html"), encoding: .utf8)
    }

    @Test func foldersArePairedByName() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let comparison = try folders(scratch)
        #expect(comparison.images.map(\.name) == ["frame-00000.png", "frame-00001.png", "frame-00002.png",
                                                  "frame-00003.png", "frame-00004.png"])
        #expect(comparison.images.map(\.status) == [.passed, .failed, .missing, .passed, .new])
        #expect(comparison.reason == "pixel-diff")
        #expect(!comparison.passes)
        #expect(comparison.gaps == ["\(scratch.path("a")) has a gap in its frame numbers: frame-00002.png is missing (it has frames 0 to 4)"])
    }

    @Test func eachImageIsHandedOverOnceInOrderWithItsDiff() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        var seen: [(String, Bool)] = []
        _ = try folders(scratch) { image, diff in seen.append((image.name, diff != nil)) }
        #expect(seen.map(\.0) == ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png", "frame-00004.png"])
        #expect(seen.map(\.1) == [false, true, false, false, false])
    }

    @Test func theReportEmbedsEveryViewOfAFailedFrame() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let html = try page(scratch) { try folders(scratch, each: $0) }
        #expect(html.components(separatedBy: "<section class=\"image ").count - 1 == 3)
        #expect(html.components(separatedBy: "class=\"bar ").count - 1 == 5)
        for label in ["Diff", "Actual", "Expected", "Side by side", "Slider"] {
            #expect(html.contains(">\(label)</label>"))
        }
        #expect(html.contains("src=\"data:image/png;base64,"))
        #expect(!html.contains("src=\"/") && !html.contains("src=\"file:"))
        #expect(html.contains("<span class=\"passed\">2 passed</span> · <span class=\"failed\">1 failed</span> · "
                              + "<span class=\"new\">1 new</span> · <span class=\"missing\">1 missing</span>"))
    }

    @Test func namesAreEscaped() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let expected = try scratch.png("e/<b>.png")
        let actual = try scratch.png("a/<b>.png", gray: 0)
        let html = try page(scratch) { Comparison.files(expected: expected, actual: actual, tolerance: .exact, each: $0) }
        #expect(html.contains("&lt;b&gt;.png"))
        #expect(!html.contains("<b>.png"))
    }

    @Test func twoEmptyFoldersAreAnError() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.path("e"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path("a"), withIntermediateDirectories: true)
        #expect(throws: InputError("nothing to compare: neither \(scratch.path("e")) nor \(scratch.path("a")) holds PNG files")) {
            try Comparison.directories(expected: scratch.path("e"), actual: scratch.path("a"), tolerance: .exact)
        }
    }
}
