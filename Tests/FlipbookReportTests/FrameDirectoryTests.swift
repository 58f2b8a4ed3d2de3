import Foundation
import Testing
import FlipbookReport
import FlipbookTestSupport

@Suite struct FrameDirectoryTests {
    @Test func framesComeInNumberOrderThenOtherNames() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        for name in ["frame-00010.png", "frame-00002.png", "zebra.png", "frame-00001.png", "apple.png"] {
            try scratch.png("d/\(name)")
        }
        try Data("x".utf8).write(to: scratch.url.appendingPathComponent("d/notes.txt"))
        let folder = try FrameDirectory(path: scratch.path("d"))
        #expect(folder.names == ["frame-00001.png", "frame-00002.png", "frame-00010.png", "apple.png", "zebra.png"])
        #expect(folder.frames == [1, 2, 10])
    }

    @Test func gapsBetweenTheFirstAndLastFrameAreNamed() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        for frame in [0, 1, 4, 6] { try scratch.png(String(format: "d/frame-%05d.png", frame)) }
        let folder = try FrameDirectory(path: scratch.path("d"))
        #expect(folder.gaps == [2...3, 5...5])
        #expect(folder.gapSummary == "\(scratch.path("d")) has gaps in its frame numbers: 3 frames are missing "
                + "(frame-00002.png to frame-00003.png, frame-00005.png; it has frames 0 to 6)")
    }

    @Test func aManifestSaysWhichFramesBelong() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        try scratch.png("d/frame-00000.png")
        try scratch.png("d/frame-00030.png")
        try SequenceManifest(scene: "s", width: 4, height: 4, scale: 1, fps: 60, frameCount: 60, frames: [0, 15, 30],
                             flipbookVersion: "0.1.0").write(to: scratch.path("d/sequence.json"))
        let folder = try FrameDirectory(path: scratch.path("d"))
        #expect(folder.gaps == [15...15])
        #expect(folder.gapSummary == "\(scratch.path("d")) is missing frame-00015.png, listed in its sequence.json")
    }

    @Test func aMissingFolderIsNamed() {
        #expect(throws: InputError("cannot read /nonexistent/frames: no such folder")) {
            try FrameDirectory(path: "/nonexistent/frames")
        }
    }

    @Test func aHugeGapCostsOneRun() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        try scratch.png("d/frame-0.png")
        try scratch.png("d/frame-999999999999.png")
        let folder = try FrameDirectory(path: scratch.path("d"))
        #expect(folder.gaps == [1...999_999_999_998])
        #expect(folder.gapSummary == "\(scratch.path("d")) has gaps in its frame numbers: 999999999998 frames are missing "
                + "(frame-1.png to frame-999999999998.png; it has frames 0 to 999999999999)")
    }

    @Test func onlyRegularFilesAreFrames() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        try scratch.png("d/frame-00000.png")
        #expect(mkfifo(scratch.path("d/frame-00001.png"), 0o600) == 0)
        try FileManager.default.createDirectory(atPath: scratch.path("d/frame-00002.png"), withIntermediateDirectories: false)
        #expect(try FrameDirectory(path: scratch.path("d")).names == ["frame-00000.png"])
    }

    @Test func overlongFrameNumbersAreOtherNames() {
        #expect(FrameDirectory.frameNumber(of: "frame-" + String(repeating: "0", count: 18) + ".png") == 0)
        #expect(FrameDirectory.frameNumber(of: "frame-" + String(repeating: "0", count: 10_000) + "1.png") == nil)
    }
}
