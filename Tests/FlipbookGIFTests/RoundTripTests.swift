import CGIF
import Foundation
import Testing
import FlipbookGIF
import FlipbookImage
import FlipbookTestSupport

@Suite struct RoundTripTests {
    @Test func flatFramesComeBackExactly() throws {
        let folder = try TemporaryFolder()
        let frames = Frames.sliding(count: 10)
        let stats = try GIF.write(frames: frames, fps: 50, to: folder.path("slide.gif"))
        let decoded = try GIFReader.read(contentsOf: folder.path("slide.gif"))
        #expect(decoded.frames == frames)
        #expect(decoded.delays == Array(repeating: 2, count: 10))
        #expect(decoded.loopCount == 0)
        #expect(stats.inputFrames == 10)
        #expect(stats.storedFrames == 10)
        #expect(stats.globalColors == 2)
        #expect(stats.exactPalette)
        #expect(stats.centiseconds == 20)
        #expect(stats.bytes == (try FileManager.default.attributesOfItem(atPath: folder.path("slide.gif"))[.size] as? Int))
        #expect(try folder.contents() == ["slide.gif"])
    }

    @Test func onlyTheChangedRectangleIsStoredWithUnchangedPixelsTransparent() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("rect.gif")
        _ = try GIF.write(frames: Frames.sliding(count: 2, step: 3), fps: 50, to: path)
        var error: Int32 = 0
        let gif = try #require(DGifOpenFileName(path, &error))
        defer { DGifCloseFile(gif, nil) }
        #expect(DGifSlurp(gif) == GIF_OK)
        #expect(gif.pointee.ImageCount == 2)
        let first = gif.pointee.SavedImages[0].ImageDesc
        #expect([first.Left, first.Top, first.Width, first.Height] == [0, 0, 64, 48])
        // The square moved from x 4..<24 to 7..<27: columns 4..<7 and 24..<27 changed.
        let second = gif.pointee.SavedImages[1]
        #expect([second.ImageDesc.Left, second.ImageDesc.Top, second.ImageDesc.Width, second.ImageDesc.Height] == [4, 10, 23, 20])
        #expect(second.ImageDesc.ColorMap == nil)
        var control = GraphicsControlBlock()
        #expect(DGifSavedExtensionToGCB(gif, 1, &control) == GIF_OK)
        #expect(control.DisposalMode == DISPOSE_DO_NOT)
        #expect(control.DelayTime == 2)
        // Global table: the two colours, then the transparent entry.
        #expect(control.TransparentColor == 2)
        let row = (0..<23).map { Int32(second.RasterBits[$0]) }
        // Grey (index 0) uncovered on the left, blue (1) newly covered on the right.
        #expect(row == Array(repeating: 0, count: 3) + Array(repeating: 2, count: 17) + Array(repeating: 1, count: 3))
        #expect(gif.pointee.SColorMap.pointee.ColorCount == 4)
    }

    @Test func identicalFramesLengthenThePreviousDelay() throws {
        let folder = try TemporaryFolder()
        let moving = Frames.sliding(count: 2)
        let frames = [moving[0], moving[0], moving[0], moving[1], moving[1]]
        let stats = try GIF.write(frames: frames, delays: [2, 3, 4, 5, 6], to: folder.path("hold.gif"))
        let decoded = try GIFReader.read(contentsOf: folder.path("hold.gif"))
        #expect(stats.storedFrames == 2)
        #expect(stats.centiseconds == 20)
        #expect(decoded.delays == [9, 11])
        #expect(decoded.frames == [moving[0], moving[1]])
        #expect(decoded.sampled(every: 1).count == 20)
    }

    @Test func delaysBeyondSixteenBitsAreSplit() throws {
        let folder = try TemporaryFolder()
        let frames = Frames.sliding(count: 2)
        _ = try GIF.write(frames: frames, delays: [70_000, 2], to: folder.path("long.gif"))
        let decoded = try GIFReader.read(contentsOf: folder.path("long.gif"))
        #expect(decoded.delays == [65_535, 4_465, 2])
        #expect(decoded.frames == [frames[0], frames[0], frames[1]])
    }

    @Test func loopCountOptions() throws {
        let folder = try TemporaryFolder()
        let frames = Frames.sliding(count: 2)
        _ = try GIF.write(frames: frames, fps: 25, to: folder.path("three.gif"), options: GIFOptions(loopCount: 3))
        _ = try GIF.write(frames: frames, fps: 25, to: folder.path("once.gif"), options: GIFOptions(loopCount: nil))
        #expect(try GIFReader.read(contentsOf: folder.path("three.gif")).loopCount == 3)
        #expect(try GIFReader.read(contentsOf: folder.path("once.gif")).loopCount == nil)
        #expect(try GIFReader.read(contentsOf: folder.path("once.gif")).delays == [4, 4])
    }

    @Test func manyColoursAreQuantizedAboveThePSNRBound() throws {
        let folder = try TemporaryFolder()
        let frames = (0..<6).map { Frames.gradient(phase: $0 * 8) }
        let stats = try GIF.write(frames: frames, fps: 50, to: folder.path("gradient.gif"))
        let decoded = try GIFReader.read(contentsOf: folder.path("gradient.gif"))
        #expect(stats.exactPalette == false)
        #expect(stats.globalColors == 255)
        #expect(decoded.frames.count == 6)
        #expect(psnr(decoded.frames, frames) > 30)
    }

    @Test func ditheringStaysAboveThePSNRBound() throws {
        let folder = try TemporaryFolder()
        let frames = (0..<3).map { Frames.gradient(phase: $0 * 8) }
        _ = try GIF.write(frames: frames, fps: 50, to: folder.path("dither.gif"), options: GIFOptions(dithering: true))
        let decoded = try GIFReader.read(contentsOf: folder.path("dither.gif"))
        #expect(decoded.frames.count == 3)
        #expect(psnr(decoded.frames, frames) > 30)
    }

    @Test func localPalettesKeepEveryFrameExactWhenEachFits() throws {
        let folder = try TemporaryFolder()
        // 4 frames, 100 colours each, 400 in all: too many for one exact global palette.
        let frames = (0..<4).map { frame in
            var image = RGBAImage(width: 10, height: 10, fill: (0, 0, 0, 255))
            for i in 0..<100 { image[x: i % 10, y: i / 10] = (UInt8(frame * 60 + i % 50), UInt8(i), UInt8(frame), 255) }
            return image
        }
        let stats = try GIF.write(frames: frames, fps: 10, to: folder.path("local.gif"), options: GIFOptions(palette: .local))
        let decoded = try GIFReader.read(contentsOf: folder.path("local.gif"))
        #expect(decoded.frames == frames)
        #expect(stats.localTables == 4)
        #expect(stats.globalColors == 0)
        #expect(stats.exactPalette)
    }

    @Test func globalModeNeverWritesLocalTables() throws {
        let folder = try TemporaryFolder()
        let frames = Frames.sliding(count: 5)
        let stats = try GIF.write(frames: frames, fps: 50, to: folder.path("global.gif"), options: GIFOptions(palette: .global))
        #expect(stats.localTables == 0)
        #expect(try GIFReader.read(contentsOf: folder.path("global.gif")).frames == frames)
    }

    @Test func fileIsCreatedWithMode0644LessTheUmask() throws {
        let folder = try TemporaryFolder()
        _ = try GIF.write(frames: Frames.sliding(count: 1), fps: 50, to: folder.path("mode.gif"))
        let mask = umask(0)
        umask(mask)
        var info = stat()
        #expect(stat(folder.path("mode.gif"), &info) == 0)
        #expect(info.st_mode & 0o777 == 0o644 & ~mask)
    }
}
