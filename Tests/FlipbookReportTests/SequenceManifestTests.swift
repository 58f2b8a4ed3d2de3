import Foundation
import Testing
@testable import FlipbookReport
import FlipbookTestSupport

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
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        try golden.write(to: scratch.path("sequence.json"))
        #expect(try SequenceManifest.read(at: scratch.path("sequence.json")) == golden)
        #expect(try SequenceManifest.read(at: scratch.path("none.json")) == nil)
    }

    @Test func anUnreadableManifestIsNamed() throws {
        let scratch = try TemporaryFolder()
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

    @Test(arguments: [
        ("frames", "[30, 0, 59]", "frames must be increasing frame numbers from 0 to frameCount − 1 (59)"),
        ("frames", "[0, 60, 59]", "frames must be increasing frame numbers from 0 to frameCount − 1 (59)"),
        ("frames", "[-1, 0, 59]", "frames must be increasing frame numbers from 0 to frameCount − 1 (59)"),
        ("frameCount", "1000000000", "frameCount 1000000000 is not between 1 and 1000000"),
        ("width", "0", "size 0×300 px is not between 1 and 32767 px a side"),
        ("fps", "100000", "fps 100000 is not between 1 and 240"),
        ("scale", "-1", "scale -1.0 is not between 1 and 4"),
        ("times", "[0]", "times has 1 entries for 3 frames"),
    ])
    func nonsenseIsRefusedWithItsReason(key: String, value: String, reason: String) throws {
        var fields = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(golden)) as? [String: Any])
        fields[key] = try #require(JSONSerialization.jsonObject(with: Data("[\(value)]".utf8)) as? [Any]).first
        let json = try JSONSerialization.data(withJSONObject: fields)
        #expect(throws: ManifestError(path: "", reason: reason)) { try SequenceManifest.decode(json) }
    }

    @Test func anOverlongManifestIsRefusedWithoutReadingIt() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        #expect(FileManager.default.createFile(atPath: scratch.path("sequence.json"), contents: nil))
        #expect(truncate(scratch.path("sequence.json"), 1 << 40) == 0)
        #expect(throws: ManifestError(path: scratch.path("sequence.json"), reason: "larger than the limit of 64 MiB for a sequence.json")) {
            try SequenceManifest.read(at: scratch.path("sequence.json"))
        }
    }
}
