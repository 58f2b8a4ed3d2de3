import FlipbookImage
import Testing

/// JPEG decoding (libjpeg-turbo) for the photos views show: colours, EXIF orientation, and
/// one-line errors for what cannot be decoded. Fixtures from `Fixtures/make_jpeg_fixtures.py`.
@Suite struct JPEGDecodeTests {
    /// The colour of pixel (x, y).
    private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.width + x) * 4
        return Array(image.pixels[offset..<(offset + 4)])
    }

    @Test func decodesEachBlockToItsColour() throws {
        let image = try JPEG.decode(Fixtures.bytes("blocks.jpg"))
        #expect(image.width == 16 && image.height == 8)
        #expect(pixel(image, 0, 0) == red)
        #expect(pixel(image, 7, 7) == red)
        #expect(pixel(image, 8, 0) == blue)
        #expect(pixel(image, 15, 7) == blue)
        #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
    }

    @Test func turnsPhotosUprightAsTheirExifOrientationSays() throws {
        // Stored: red left, blue right. 3: turned half round; 6: turned clockwise (red on top);
        // 8: turned anticlockwise (blue on top).
        let half = try JPEG.decode(Fixtures.bytes("blocks_orientation3.jpg"))
        #expect(half.width == 16 && half.height == 8)
        #expect(pixel(half, 0, 0) == blue && pixel(half, 15, 7) == red)
        let clockwise = try JPEG.decode(Fixtures.bytes("blocks_orientation6.jpg"))
        #expect(clockwise.width == 8 && clockwise.height == 16)
        #expect(pixel(clockwise, 0, 0) == red && pixel(clockwise, 7, 15) == blue)
        let anticlockwise = try JPEG.decode(Fixtures.bytes("blocks_orientation8.jpg"))
        #expect(anticlockwise.width == 8 && anticlockwise.height == 16)
        #expect(pixel(anticlockwise, 0, 0) == blue && pixel(anticlockwise, 7, 15) == red)
    }

    @Test func aFileCutShortDecodesWhatItHas() throws {
        let image = try JPEG.decode(Fixtures.bytes("blocks_truncated.jpg"))
        #expect(image.width == 16 && image.height == 8)
        #expect(pixel(image, 0, 0) == red)
    }

    @Test func theFileDecoderTellsFormatsByTheirFirstBytes() throws {
        let jpeg = try ImageFileDecoder.read(contentsOf: Fixtures.path("blocks.jpg"))
        #expect(jpeg == (try JPEG.decode(Fixtures.bytes("blocks.jpg"))))
        let png = try ImageFileDecoder.read(contentsOf: Fixtures.path("rgb8.png"))
        #expect(png == (try PNG.read(contentsOf: Fixtures.path("rgb8.png"))))
        #expect(try ImageFileDecoder.decode(Fixtures.bytes("blocks.jpg")) == jpeg)
    }

    @Test func whatCannotBeDecodedIsOneLineNamingIt() throws {
        #expect(throws: ImageError(.decode, reason: .notAnImage)) { try ImageFileDecoder.decode(Array("GIF89a".utf8)) }
        #expect((try? ImageFileDecoder.decode(Array("GIF89a".utf8))) == nil)
        let notImage = ImageError(.read, path: Fixtures.path("make_jpeg_fixtures.py"), reason: .notAnImage)
        #expect(notImage.description == "cannot read \(Fixtures.path("make_jpeg_fixtures.py")): neither a PNG nor a JPEG file")
        #expect(throws: notImage) { try ImageFileDecoder.read(contentsOf: Fixtures.path("make_jpeg_fixtures.py")) }
        do {
            _ = try JPEG.decode([0xFF, 0xD8, 0xFF, 0xE0, 0, 2, 1, 2, 3])
            Issue.record("a JPEG with no frame decoded")
        } catch {
            #expect(error.description.hasPrefix("cannot decode JPEG: corrupt JPEG data ("))
        }
        #expect(throws: ImageError(.decode, reason: .corruptJPEG("a CMYK JPEG; save it as RGB"))) {
            try JPEG.decode(Fixtures.bytes("cmyk.jpg"))
        }
    }

    @Test func aJPEGOverTheSizeLimitIsRefusedBeforeItsPixelsAreAllocated() throws {
        // The frame header (SOF) holds height, then width, two bytes each, after its length and precision.
        var bytes = try Fixtures.bytes("blocks.jpg")
        let frame = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[frame + 5] = 0x7F; bytes[frame + 6] = 0xFF  // height 32,767
        bytes[frame + 7] = 0x7F; bytes[frame + 8] = 0xFF  // width 32,767
        #expect(throws: ImageError(.decode, reason: .tooLarge("32767×32767 px (1,073,676,289 pixels) is over the limit of 33,554,432 pixels"))) {
            try JPEG.decode(bytes)
        }
    }
}

private let red: [UInt8] = [254, 0, 0, 255]
private let blue: [UInt8] = [0, 0, 254, 255]
