import Foundation
import Testing
import FlipbookReport
@testable import FlipbookTesting

/// `assertPreviews` over the fixture module: every preview against its goldens, and stale goldens found.
@MainActor
@Suite struct AssertPreviewsTests {
    @Test func everyPreviewMatchesItsGoldens() {
        assertPreviews(in: ["PreviewFixtures"])
    }

    @Test func aGoldenFolderOfARemovedPreviewIsStale() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-stale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let testFile = root.appendingPathComponent("PreviewTests.swift").path
        let folder = root.appendingPathComponent("__Snapshots__/PreviewTests")
        for name in ["previews.kept", "previews.renamed-away", "otherTest.renamed-away"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let stale = StaleGoldens(filePath: testFile, function: "previews()", current: ["kept"])
        #expect(stale.check(removing: false) == [
            "stale golden \(folder.path)/previews.renamed-away: no preview is called renamed-away any more (renamed or "
                + "removed); delete the folder, or re-record with FLIPBOOK_RECORD=all",
        ])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("previews.renamed-away").path))
        #expect(stale.check(removing: true).count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("previews.renamed-away").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("otherTest.renamed-away").path))
        #expect(stale.check(removing: false).isEmpty)
    }

    @Test func noPreviewsIsAFailure() {
        withKnownIssue {
            assertPreviews(in: ["NoSuchModule"])
        } matching: { issue in
            issue.comments.first?.rawValue == "no previews found in NoSuchModule; link the module that declares them into the test target"
        }
    }
}
