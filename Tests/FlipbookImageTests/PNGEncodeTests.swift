import Testing
import FlipbookImage

@Suite struct PNGEncodeTests {
    @Test func opaqueImageRoundTripsAsRGB() throws {
        let image = makeTestImage()
        let png = try PNG.encode(image)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(png[24] == 8)
        #expect(pngColorType(png) == 2)
        #expect(try PNG.decode(png) == image)
    }

    @Test func transparentImageRoundTripsAsRGBA() throws {
        let image = makeTestImage { x, y in UInt8((x * 40 + y * 3) % 256) }
        let png = try PNG.encode(image)
        #expect(pngColorType(png) == 6)
        #expect(try PNG.decode(png) == image)
    }

    @Test(arguments: [
        PNGEncodingOptions.fast, .standard,
        PNGEncodingOptions(compressionLevel: 0, filters: .none),
        PNGEncodingOptions(compressionLevel: 9, filters: [.sub, .paeth]),
        PNGEncodingOptions(compressionLevel: 3, filters: .average),
    ])
    func everyOptionRoundTripsDeterministically(options: PNGEncodingOptions) throws {
        let image = makeTestImage(width: 40, height: 23) { x, _ in x == 3 ? 128 : 255 }
        let first = try PNG.encode(image, options: options)
        let second = try PNG.encode(image, options: options)
        #expect(first == second)
        #expect(try PNG.decode(first) == image)
    }

    @Test func fastIsTheDefault() throws {
        let image = makeTestImage(width: 64, height: 64)
        #expect(try PNG.encode(image) == PNG.encode(image, options: .fast))
        #expect(PNGEncodingOptions.fast == PNGEncodingOptions(compressionLevel: 1, filters: .up))
    }

    @Test func rejectsInvalidArguments() {
        let image = makeTestImage()
        let level = #expect(throws: ImageError.self) {
            try PNG.encode(image, options: PNGEncodingOptions(compressionLevel: 10, filters: .up))
        }
        #expect(level?.description == "cannot encode PNG: compression level must be 0...9")
        let filters = #expect(throws: ImageError.self) {
            try PNG.encode(image, options: PNGEncodingOptions(compressionLevel: 1, filters: []))
        }
        #expect(filters?.description == "cannot encode PNG: filter set must be a non-empty set of PNG filters")
        let empty = #expect(throws: ImageError.self) {
            try PNG.encode(RGBAImage(width: 0, height: 3, fill: (0, 0, 0, 0)))
        }
        #expect(empty?.description == "cannot encode PNG: cannot store a 0×3 image as PNG")
    }
}
