import CGIF
import Testing
import FlipbookGIF
import FlipbookImage
import FlipbookTestSupport

@Suite struct TransparencyTests {
    /// A 32×24 frame: transparent, with a half-transparent-but-visible band and an opaque square.
    private func frame(squareAt x: Int) -> RGBAImage {
        Frames.make(width: 32, height: 24, background: (10, 20, 30, 0), rects: [
            (x: 0, y: 0, width: 32, height: 4, color: (200, 0, 0, 200)),
            (x: x, y: 8, width: 8, height: 8, color: (0, 200, 0, 255)),
            (x: 0, y: 20, width: 32, height: 4, color: (0, 0, 200, 100)),
        ])
    }

    @Test func alphaBelow128IsTransparentAndAboveIsOpaque() throws {
        let folder = try TemporaryFolder()
        let frames = [frame(squareAt: 2), frame(squareAt: 12), frame(squareAt: 20)]
        let stats = try GIF.write(frames: frames, fps: 50, to: folder.path("alpha.gif"))
        let decoded = try GIFReader.read(contentsOf: folder.path("alpha.gif"))
        #expect(decoded.frames == frames.map(Frames.expectedDisplay))
        #expect(stats.globalColors == 2)
    }

    @Test func pixelsTurningTransparentAreClearedByDisposingThePreviousFrame() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("clear.gif")
        let frames = [frame(squareAt: 2), frame(squareAt: 12)]
        _ = try GIF.write(frames: frames, fps: 50, to: path)
        #expect(try GIFReader.read(contentsOf: path).frames == frames.map(Frames.expectedDisplay))
        var error: Int32 = 0
        let gif = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(gif, nil) }
        #expect(DGifSlurp(gif) == GIF_OK)
        var control = GraphicsControlBlock()
        #expect(DGifSavedExtensionToGCB(gif, 0, &control) == GIF_OK)
        #expect(control.DisposalMode == DISPOSE_BACKGROUND)
        #expect(DGifSavedExtensionToGCB(gif, 1, &control) == GIF_OK)
        #expect(control.DisposalMode == DISPOSE_DO_NOT)
    }

    @Test func frameThatOnlyClearsPixelsIsStillStored() throws {
        let folder = try TemporaryFolder()
        let empty = RGBAImage(width: 8, height: 8, fill: (0, 0, 0, 0))
        let dot = Frames.make(width: 8, height: 8, background: (0, 0, 0, 0), rects: [(x: 3, y: 3, width: 2, height: 2, color: (9, 9, 9, 255))])
        let frames = [dot, empty, empty, dot]
        let stats = try GIF.write(frames: frames, delays: [2, 2, 2, 2], to: folder.path("blink.gif"))
        let decoded = try GIFReader.read(contentsOf: folder.path("blink.gif"))
        #expect(stats.storedFrames == 3)
        #expect(decoded.frames == [dot, empty, dot])
        #expect(decoded.delays == [2, 4, 2])
    }

    @Test func fullPaletteWithoutTransparentEntryRejectsTransparentFrames() throws {
        let folder = try TemporaryFolder()
        let colors = (0..<256).map { GIFColor(red: UInt8($0), green: 0, blue: 0) }
        let palette = try GIFPalette(colors: colors)
        #expect(palette.transparentIndex == nil)
        var writer = try GIFWriter(path: folder.path("full.gif"), width: 4, height: 4, palette: palette)
        #expect(throws: GIFError(path: folder.path("full.gif"), reason: .invalidArgument(
            "frame 0 has transparent pixels, but the palette has no free entry for transparency"))) {
            try writer.add(RGBAImage(width: 4, height: 4, fill: (0, 0, 0, 0)), delay: 2)
        }
        #expect(try folder.contents().isEmpty == false)
        _ = consume writer
        #expect(try folder.contents() == [])
    }
}
