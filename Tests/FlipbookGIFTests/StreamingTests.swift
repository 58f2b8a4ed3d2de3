import Foundation
import Testing
import FlipbookGIF
import FlipbookImage
import FlipbookTestSupport

/// Frames made on demand: `GIF.write(delays:to:options:frames:)` and `GIFPaletteBuilder`.
@Suite struct StreamingTests {
    /// Sliding squares, a gradient (quantized palette) and frames of another size in between.
    private let frames = Frames.sliding(count: 5) + [Frames.gradient(phase: 0), Frames.gradient(phase: 7)]
        + Frames.sliding(count: 3, step: 5)

    @Test func theBuilderGivesThePaletteOfAllFramesAtOnce() {
        var builder = GIFPaletteBuilder()
        for frame in frames { builder.add(frame) }
        #expect(builder.palette == GIFPalette(frames: frames))
        #expect(builder.palette.isExact == false)
    }

    @Test(arguments: [GIFPaletteMode.automatic, .global, .local])
    func framesOnDemandGiveTheSameFileAsFramesInMemory(mode: GIFPaletteMode) throws {
        let folder = try TemporaryFolder()
        let sliding = Frames.sliding(count: 12) + Frames.sliding(count: 4, color: (255, 59, 48, 255))
        let delays = (0..<sliding.count).map { 2 + $0 % 3 }
        let options = GIFOptions(palette: mode)
        _ = try GIF.write(frames: sliding, delays: delays, to: folder.path("memory.gif"), options: options)
        var passes = 0
        let stats = try GIF.write(delays: delays, to: folder.path("demand.gif"), options: options) { add in
            passes += 1
            for frame in sliding { try add(frame) }
        }
        #expect(passes == (mode == .local ? 1 : 2))
        #expect(stats.inputFrames == 16)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("demand.gif")))
            == Data(contentsOf: URL(fileURLWithPath: folder.path("memory.gif"))))
    }

    @Test func aCountThatDoesNotMatchTheDelaysIsRejectedBeforeWriting() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("short.gif")
        let error = #expect(throws: GIFError.self) {
            try GIF.write(delays: [2, 2, 2], to: path) { add in for frame in Frames.sliding(count: 2) { try add(frame) } }
        }
        #expect(error?.description == "cannot write \(path): 2 frames but 3 delays")
        #expect(try folder.contents() == [])
    }

    @Test func anErrorFromTheFramesIsRethrownAndLeavesNoFile() throws {
        struct RenderFailed: Error {}
        let folder = try TemporaryFolder()
        var passes = 0
        #expect(throws: RenderFailed.self) {
            try GIF.write(delays: [2, 2], to: folder.path("failed.gif")) { add in
                passes += 1
                try add(Frames.sliding(count: 1)[0])
                if passes == 2 { throw RenderFailed() }
                try add(Frames.sliding(count: 2)[1])
            }
        }
        #expect(try folder.contents() == [])
    }
}
