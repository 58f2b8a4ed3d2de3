import Foundation
import Testing
import FlipbookGIF
import FlipbookImage

@Suite struct GIFCommandTests {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-gif-\(UUID().uuidString)")

    @Test func aSceneBecomesAGIFSampledAtItsOwnRateWithTheExactDuration() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let path = work.appendingPathComponent("slide.gif").path
        let result = try CLI("gif", "implicit-animation", "--fps", "25", "-o", path)
        #expect(result.status == 0)
        let gif = try GIFReader.read(contentsOf: path)
        // 1 s at 25 fps: 25 frames of 4 cs (identical frames are merged, their delays added).
        #expect(gif.delays.reduce(0, +) == 100)
        #expect(gif.frames[0].width == 400 && gif.frames[0].height == 200)
        #expect(result.stdout.hasPrefix("\(path): 25 frames at 25 fps"))
    }

    @Test func framesOfDifferentSizesAreRefusedAndNoGIFIsLeft() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try PNG.write(RGBAImage(width: 4, height: 4, fill: (255, 0, 0, 255)), to: work.appendingPathComponent("frame-00000.png").path)
        try PNG.write(RGBAImage(width: 5, height: 4, fill: (0, 0, 255, 255)), to: work.appendingPathComponent("frame-00001.png").path)
        let path = work.appendingPathComponent("out.gif").path
        let result = try CLI("gif", "--frames", work.path, "-o", path)
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: frame-00001.png in \(work.path) is 5×4 px, but frame-00000.png is 4×4 px: "
                + "every frame must have the same size\n")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).sorted() == ["frame-00000.png", "frame-00001.png"])
    }

    @Test func aFileThatIsNotAPNGIsNamed() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: work.appendingPathComponent("frame-00000.png"))
        let result = try CLI("gif", "--frames", work.path, "-o", work.appendingPathComponent("out.gif").path)
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: cannot read \(work.path)/frame-00000.png: not a PNG file (bad signature)\n")
    }

    @Test(arguments: [
        (["gif", "implicit-animation", "--fps", "60"],
         "flipbook: --fps: 60 fps cannot be stored exactly in a GIF (delays are whole centiseconds, at least 2); nearest exact rates: 50 fps (2 cs)"),
        (["gif", "--frames", "/nonexistent-folder", "-o", "/tmp/x.gif"], "flipbook: cannot read the folder /nonexistent-folder"),
        (["gif"], "flipbook: give a scene name or --frames DIR (not both)"),
    ])
    func badUsageExitsWithTwo(arguments: [String], message: String) throws {
        let result = try CLI(arguments: arguments)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
    }

    @Test func anEmptyFolderIsBadUsage() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let result = try CLI("gif", "--frames", work.path, "-o", work.appendingPathComponent("x.gif").path)
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: \(work.path) has no PNG frames\n")
    }
}

@Suite struct GIFOutputTests {
    @Test func anUnwritableOutputIsARenderFailureNamingTheFile() throws {
        let result = try CLI("gif", "implicit-animation", "--fps", "10", "-o", "/proc/flipbook.gif")
        #expect(result.status == 1)
        #expect(result.stderr.contains("/proc/flipbook.gif"))
    }
}
