import Testing
@testable import FlipbookImage

@Suite struct RGBAImageTests {
    @Test func initValidatesByteCount() throws {
        let image = try RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(image.width == 2 && image.height == 1)
        #expect(image[x: 1, y: 0] == (5, 6, 7, 8))

        let error = #expect(throws: ImageError.self) { try RGBAImage(width: 2, height: 2, pixels: [0, 0, 0, 0]) }
        #expect(error?.description == "invalid image: 4 pixel bytes for a 2×2 image (expected 16)")
        #expect(throws: ImageError.self) { try RGBAImage(width: -1, height: 2, pixels: []) }
        #expect(throws: ImageError.self) { try RGBAImage(width: Int.max, height: 2, pixels: []) }
    }

    @Test func fillSetsEveryPixel() {
        let image = RGBAImage(width: 3, height: 2, fill: (10, 20, 30, 40))
        #expect(image.pixels.count == 24)
        #expect(image.pixels == [UInt8](repeating: 0, count: 6).flatMap { _ in [10, 20, 30, 40] as [UInt8] })
        #expect(RGBAImage(width: 0, height: 5, fill: (1, 2, 3, 4)).pixels.isEmpty)
    }

    @Test func subscriptReadsAndWritesRowMajor() {
        var image = RGBAImage(width: 3, height: 2, fill: (0, 0, 0, 0))
        image[x: 2, y: 1] = (9, 8, 7, 6)
        #expect(Array(image.pixels[20..<24]) == [9, 8, 7, 6])
        #expect(image[x: 2, y: 1] == (9, 8, 7, 6))
    }

    @Test(arguments: [1, 7, 8, 9, 33])
    func isOpaqueChecksEveryAlpha(width: Int) {
        var image = RGBAImage(width: width, height: 3, fill: (1, 2, 3, 255))
        #expect(image.isOpaque)
        image[x: width - 1, y: 2] = (1, 2, 3, 254)
        #expect(!image.isOpaque)
        image[x: width - 1, y: 2] = (1, 2, 3, 255)
        image[x: 0, y: 0] = (1, 2, 3, 0)
        #expect(!image.isOpaque)
        #expect(RGBAImage(width: 0, height: 0, fill: (0, 0, 0, 0)).isOpaque)
    }
}
