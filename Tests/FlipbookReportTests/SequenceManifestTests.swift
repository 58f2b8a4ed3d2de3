import Foundation
import Testing
@testable import FlipbookReport

@Suite struct SequenceManifestTests {
    let golden = SequenceManifest(scene: "spin", width: 400, height: 300, scale: 1, fps: 60, frameCount: 60,
                                  frames: [30, 0, 59], flipbookVersion: "0.1.0")

    @Test func framesAreSortedAndTimed() {
        #expect(golden.frames == [0, 30, 59])
        #expect(golden.times == [0, 0.5, 59.0 / 60])
    }

    @Test func differencesNameEachField() {
        var now = golden
        now.fps = 30
        now.width = 800
        now.flipbookVersion = "9.9.9"
        #expect(now.differences(from: golden) == ["size: golden 400×300 px, now 800×300 px", "fps: golden 60, now 30"])
    }

    @Test func aManifestSurvivesAWriteAndRead() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try golden.write(to: scratch.path("sequence.json"))
        #expect(try SequenceManifest.read(at: scratch.path("sequence.json")) == golden)
        #expect(try SequenceManifest.read(at: scratch.path("none.json")) == nil)
    }

    @Test func anUnreadableManifestIsNamed() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Data("{\"scene\": 3".utf8).write(to: scratch.url.appendingPathComponent("sequence.json"))
        #expect(throws: ManifestError(path: scratch.path("sequence.json"), reason: "not valid JSON")) {
            try SequenceManifest.read(at: scratch.path("sequence.json"))
        }
        try Data("{\"scene\": \"a\"}".utf8).write(to: scratch.url.appendingPathComponent("sequence.json"))
        #expect(throws: ManifestError(path: scratch.path("sequence.json"), reason: "missing key \"width\"")) {
            try SequenceManifest.read(at: scratch.path("sequence.json"))
        }
    }
}
