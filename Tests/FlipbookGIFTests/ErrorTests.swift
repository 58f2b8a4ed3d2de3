import Testing
import FlipbookGIF
import FlipbookImage
import FlipbookTestSupport

@Suite struct ErrorTests {
    @Test func emptyFrameList() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("none.gif")
        let error = #expect(throws: GIFError.self) { try GIF.write(frames: [], fps: 50, to: path) }
        #expect(error?.description == "cannot write \(path): no frames to write")
        #expect(try folder.contents() == [])
    }

    @Test func framesOfDifferentSizes() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("sizes.gif")
        let frames = [RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255)), RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255)),
                      RGBAImage(width: 5, height: 4, fill: (1, 2, 3, 255))]
        let error = #expect(throws: GIFError.self) { try GIF.write(frames: frames, fps: 50, to: path) }
        #expect(error?.description == "cannot write \(path): frame 2 is 5×4, expected 4×4")
        #expect(try folder.contents() == [])
    }

    @Test func streamingWriterRejectsAWrongSizeAndKeepsGoing() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("stream.gif")
        let palette = GIFPalette(frames: [RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255))])
        var writer = try GIFWriter(path: path, width: 4, height: 4, palette: palette)
        try writer.add(RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255)), delay: 2)
        let error = #expect(throws: GIFError.self) { try writer.add(RGBAImage(width: 3, height: 4, fill: (1, 2, 3, 255)), delay: 2) }
        #expect(error?.description == "cannot write \(path): frame 1 is 3×4, expected 4×4")
        let stats = try writer.finish()
        #expect(stats.inputFrames == 1)
        #expect(try folder.contents() == ["stream.gif"])
    }

    @Test func unwritableOutput() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("missing/out.gif")
        let error = #expect(throws: GIFError.self) { try GIF.write(frames: Frames.sliding(count: 2), fps: 50, to: path) }
        #expect(error?.description == "cannot write \(path): No such file or directory")
        #expect(try folder.contents() == [])
    }

    @Test func delaysBelowTwoCentiseconds() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("fast.gif")
        let error = #expect(throws: GIFError.self) { try GIF.write(frames: Frames.sliding(count: 2), delays: [2, 1], to: path) }
        #expect(error?.description
            == "cannot write \(path): frame 1 has a delay of 1 cs; GIF frames need at least 2 cs (browsers play shorter ones as 10 cs)")
        #expect(try folder.contents() == [])
    }

    @Test func unrepresentableFrameRateNamesTheFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("sixty.gif")
        let error = #expect(throws: GIFError.self) { try GIF.write(frames: Frames.sliding(count: 2), fps: 60, to: path) }
        #expect(error?.description == "cannot write \(path): 60 fps cannot be stored exactly in a GIF (delays are whole "
            + "centiseconds, at least 2); nearest exact rates: 50 fps (2 cs)")
    }

    @Test func paletteModeAndPaletteMustAgree() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("p.gif")
        let error = #expect(throws: GIFError.self) { _ = try GIFWriter(path: path, width: 4, height: 4) }
        #expect(error?.description
            == "cannot write \(path): palette mode automatic needs a global palette (GIFPalette(frames:)), or use .local")
        #expect(try folder.contents() == [])
    }

    @Test func unfinishedWriterLeavesNothingBehind() throws {
        let folder = try TemporaryFolder()
        do {
            var writer = try GIFWriter(path: folder.path("dropped.gif"), width: 8, height: 8, options: GIFOptions(palette: .local))
            try writer.add(RGBAImage(width: 8, height: 8, fill: (5, 5, 5, 255)), delay: 2)
        }
        #expect(try folder.contents() == [])
    }

    @Test func invalidLoopCount() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("loop.gif")
        let error = #expect(throws: GIFError.self) {
            try GIF.write(frames: Frames.sliding(count: 1), fps: 50, to: path, options: GIFOptions(loopCount: 70_000))
        }
        #expect(error?.description == "cannot write \(path): loop count 70000 is outside 0...65535")
    }
}
