@testable import FlipbookRaster
import FlipbookDisplayList
import Foundation
import Testing

/// Bitmaps scaled into rectangles: nearest sampling, bilinear, tint, at 1x and 2x.
@Suite struct ImageRasterTests {
    /// Red then blue, one row.
    private let bitmap = Bitmap(width: 2, height: 1, straightRGBA: [255, 0, 0, 255, 0, 0, 255, 255])!

    @Test func premultipliesStraightPixels() {
        #expect(Bitmap(width: 1, height: 1, straightRGBA: [255, 128, 0, 128])!.pixels == [0x8080_4000])
        #expect(Bitmap(width: 2, height: 1, straightRGBA: [0, 0, 0]) == nil)
    }

    @Test func nearestSamplingAtOneAndTwoPixelsPerPoint() throws {
        let image = DisplayItem.image(ImageDrawing(bitmap: bitmap, rect: CGRect(x: 0, y: 0, width: 20, height: 10), interpolation: .none))
        let once = try render([image], width: 20, height: 10)
        #expect(once[9, 5] == [255, 255, 0, 0])
        #expect(once[10, 5] == [255, 0, 0, 255])
        let twice = try render([image], width: 20, height: 10, scale: 2)
        #expect(twice[19, 10] == [255, 255, 0, 0])
        #expect(twice[20, 10] == [255, 0, 0, 255])
    }

    @Test func bilinearSamplingBlendsBetweenPixelCentres() throws {
        let image = DisplayItem.image(ImageDrawing(bitmap: bitmap, rect: CGRect(x: 0, y: 0, width: 20, height: 10)))
        let pixels = try render([image], width: 20, height: 10)
        // Pixel 10's centre (10.5) is 0.55 of the way from the red centre (5) to the blue one (15);
        // pixman quantises bilinear weights to 1/128: 70/128 blue (139.45), 58/128 red (115.55).
        // Edges pad with the edge pixel.
        #expect(pixels[10, 5] == [255, 115, 0, 139])
        #expect(pixels[0, 5] == [255, 255, 0, 0])
    }

    @Test func tintPaintsTheAlpha() throws {
        let mask = Bitmap(width: 2, height: 1, straightRGBA: [9, 9, 9, 255, 9, 9, 9, 0])!
        let image = DisplayItem.image(ImageDrawing(bitmap: mask, rect: CGRect(x: 0, y: 0, width: 20, height: 10),
                                                   interpolation: .none, tint: RGBAColor(red: 0, green: 1, blue: 0)))
        let pixels = try render([image], width: 20, height: 10)
        #expect(pixels[5, 5] == [255, 0, 255, 0])
        #expect(pixels[15, 5] == [255, 255, 255, 255])
    }
}
