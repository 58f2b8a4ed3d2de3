import Testing
@testable import FlipbookGIF
import FlipbookImage

@Suite struct PaletteTests {
    @Test func fewColoursGiveAnExactPaletteHeaviestFirst() {
        let frame = Frames.make(width: 10, height: 10, background: (1, 2, 3, 255),
                                rects: [(x: 0, y: 0, width: 5, height: 2, color: (9, 8, 7, 255))])
        let palette = GIFPalette(frames: [frame])
        #expect(palette.colors == [GIFColor(red: 1, green: 2, blue: 3), GIFColor(red: 9, green: 8, blue: 7)])
        #expect(palette.isExact)
        #expect(palette.transparentIndex == 2)
        #expect(palette.tableSize == 4)
    }

    @Test func exactly256OpaqueColoursStayExactWithoutTransparency() {
        var image = RGBAImage(width: 16, height: 16, fill: (0, 0, 0, 255))
        for i in 0..<256 { image[x: i % 16, y: i / 16] = (UInt8(i), 7, 7, 255) }
        let palette = GIFPalette(frames: [image])
        #expect(palette.isExact)
        #expect(palette.colors.count == 256)
        #expect(palette.transparentIndex == nil)
    }

    @Test func quantizerKeepsDominantColoursExact() {
        var image = Frames.make(width: 100, height: 100, background: (242, 242, 247, 255),
                                rects: [(x: 0, y: 0, width: 40, height: 40, color: (0, 122, 255, 255))])
        // A strip of 1000 rare colours.
        for i in 0..<1000 { image[x: i % 100, y: 90 + i / 100] = (UInt8(i % 256), UInt8(i / 4), 99, 255) }
        let palette = GIFPalette(frames: [image])
        #expect(palette.isExact == false)
        #expect(palette.colors.count == 255)
        #expect(palette.colors[0] == GIFColor(red: 242, green: 242, blue: 247))
        #expect(palette.colors[1] == GIFColor(red: 0, green: 122, blue: 255))
    }

    @Test func rowReuseCountsLikeAFullScan() {
        let frames = Frames.sliding(count: 4) + [Frames.gradient(phase: 3)] + Frames.sliding(count: 2)
        var reused = ColorHistogram()
        for frame in frames { reused.add(frame) }
        reused.finishFrames()
        var scanned = ColorHistogram()
        for frame in frames {
            scanned.add(PixelKeys.keys(of: frame).keys, in: PixelRect(x: 0, y: 0, width: frame.width, height: frame.height),
                        stride: frame.width)
        }
        #expect(reused.table.entries.sorted { $0.key < $1.key }.map { [Int($0.key), $0.value] }
            == scanned.table.entries.sorted { $0.key < $1.key }.map { [Int($0.key), $0.value] })
    }

    @Test func rejectsInvalidPalettes() {
        #expect(throws: GIFError(path: nil, reason: .invalidArgument("a GIF palette needs 1 to 256 distinct colours, got 0 (0 distinct)"))) {
            try GIFPalette(colors: [])
        }
        let red = GIFColor(red: 255, green: 0, blue: 0)
        #expect(throws: GIFError(path: nil, reason: .invalidArgument("a GIF palette needs 1 to 256 distinct colours, got 2 (1 distinct)"))) {
            try GIFPalette(colors: [red, red])
        }
    }

    @Test func mapperFindsTheNearestColour() {
        var mapper = ColorMapper(palette: GIFPalette(frames: [Frames.make(width: 2, height: 1, background: (0, 0, 0, 255),
                                                                            rects: [(x: 1, y: 0, width: 1, height: 1, color: (250, 250, 250, 255))])]))
        #expect(mapper.index(for: PixelKeys.key(GIFColor(red: 10, green: 12, blue: 9))) == mapper.index(for: PixelKeys.key(GIFColor(red: 0, green: 0, blue: 0))))
        #expect(mapper.index(for: PixelKeys.key(GIFColor(red: 200, green: 210, blue: 190))) == mapper.index(for: PixelKeys.key(GIFColor(red: 250, green: 250, blue: 250))))
        #expect(mapper.index(for: PixelKeys.transparent) == 2)
    }
}
