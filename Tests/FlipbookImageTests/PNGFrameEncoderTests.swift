import CZlib
import Dispatch
import Testing
import FlipbookImage

/// Premultiplied ARGB32 words as cairo lays them out, `stride` bytes per row (padding 0xEE).
private func argbBytes(_ words: [UInt32], width: Int, stride: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0xEE, count: stride * (words.count / width))
    bytes.withUnsafeMutableBytes { raw in
        for (index, word) in words.enumerated() {
            raw.storeBytes(of: word, toByteOffset: (index / width) * stride + (index % width) * 4, as: UInt32.self)
        }
    }
    return bytes
}

/// A frame-like premultiplied image: flat areas, a horizontal gradient, a noisy band and, when
/// `translucent`, alpha varying from 0 to 255 across the bottom half.
private func frameWords(width: Int, height: Int, translucent: Bool) -> [UInt32] {
    (0..<(width * height)).map { i in
        let x = UInt32(i % width), y = UInt32(i / width)
        let alpha: UInt32 = translucent && y >= UInt32(height / 2) ? (x * 37 + y * 11) % 256 : 255
        var rgb: (UInt32, UInt32, UInt32) = y < 3 ? (20, 40, 60) : (x * 255 / UInt32(width), y * 7 % 256, 128)
        if y % 5 == 4 { rgb = ((x &* 2_654_435_761) >> 24, (x * y * 13) % 256, (x ^ y) % 256) }
        func premultiplied(_ c: UInt32) -> UInt32 { (c * alpha + 127) / 255 }
        return alpha << 24 | premultiplied(rgb.0) << 16 | premultiplied(rgb.1) << 8 | premultiplied(rgb.2)
    }
}

private func decodeWithLibpng(_ png: [UInt8]) throws -> RGBAImage { try PNG.decode(png) }

/// The chunks of a PNG file, in order: type and data length.
private func chunks(_ png: [UInt8]) -> [(type: String, length: Int)] {
    var chunks: [(String, Int)] = []
    var offset = 8
    while offset + 8 <= png.count {
        let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
        chunks.append((String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self), length))
        offset += length + 12
    }
    return chunks
}

private func chunkTypes(_ png: [UInt8]) -> [String] { chunks(png).map(\.type) }

/// The filter byte of every row, read by inflating the IDAT chunks with zlib.
private func filterBytes(_ png: [UInt8], rowBytes: Int, height: Int) -> [UInt8] {
    var stream: [UInt8] = []
    var offset = 8
    while offset + 8 <= png.count {
        let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
        if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) == "IDAT" {
            stream += png[(offset + 8)..<(offset + 8 + length)]
        }
        offset += length + 12
    }
    var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    var size = uLongf(raw.count)
    let status = uncompress(&raw, &size, stream, uLong(stream.count))
    #expect(status == Z_OK && Int(size) == raw.count)
    return (0..<height).map { raw[$0 * (rowBytes + 1)] }
}

@Suite struct PNGFrameEncoderTests {
    @Test(arguments: PNGCompression.allCases)
    func opaqueFramesAreRGBAndDecodeBitForBitWithLibpng(compression: PNGCompression) throws {
        let encoder = try PNGFrameEncoder(compression: compression)
        for width in [1, 15, 16, 17, 33, 64] {
            let words = frameWords(width: width, height: 9, translucent: false)
            let stride = width * 4 + 12
            let bytes = argbBytes(words, width: width, stride: stride)
            let png = try bytes.withUnsafeBytes {
                try encoder.encode(premultipliedARGB32: $0.baseAddress!, width: width, height: 9, stride: stride)
            }
            let expected = bytes.withUnsafeBytes {
                RGBAImage(premultipliedARGB32: $0.baseAddress!, width: width, height: 9, stride: stride)
            }
            #expect(pngColorType(png) == 2)
            #expect(chunkTypes(png) == ["IHDR", "IDAT", "IEND"])
            #expect(try decodeWithLibpng(png) == expected)
        }
    }

    @Test(arguments: PNGCompression.allCases)
    func translucentFramesAreUnpremultipliedRGBAAsCairoDoes(compression: PNGCompression) throws {
        let encoder = try PNGFrameEncoder(compression: compression)
        for width in [1, 3, 4, 5, 31, 40] {
            let words = frameWords(width: width, height: 12, translucent: true)
            let bytes = argbBytes(words, width: width, stride: width * 4)
            let png = try bytes.withUnsafeBytes {
                try encoder.encode(premultipliedARGB32: $0.baseAddress!, width: width, height: 12, stride: width * 4)
            }
            let expected = bytes.withUnsafeBytes {
                RGBAImage(premultipliedARGB32: $0.baseAddress!, width: width, height: 12, stride: width * 4)
            }
            #expect(pngColorType(png) == 6)
            #expect(try decodeWithLibpng(png) == expected)
        }
    }

    @Test func everyAlphaAndLevelUnpremultipliesExactly() throws {
        // 256 alphas × 256 levels, one row per alpha: every case of cairo's formula.
        let words = (0..<(256 * 256)).map { (i: Int) -> UInt32 in
            let alpha = UInt32(i / 256), level = UInt32(i % 256)
            return alpha << 24 | level * 0x01_0101
        }
        let bytes = argbBytes(words, width: 256, stride: 1024)
        let png = try bytes.withUnsafeBytes {
            try PNGFrameEncoder().encode(premultipliedARGB32: $0.baseAddress!, width: 256, height: 256, stride: 1024)
        }
        let expected = bytes.withUnsafeBytes {
            RGBAImage(premultipliedARGB32: $0.baseAddress!, width: 256, height: 256, stride: 1024)
        }
        #expect(try decodeWithLibpng(png) == expected)
    }

    @Test(arguments: PNGCompression.allCases)
    func straightImagesRoundTripInBothColourTypes(compression: PNGCompression) throws {
        let encoder = try PNGFrameEncoder(compression: compression)
        let opaque = makeTestImage(width: 37, height: 11)
        let translucent = makeTestImage(width: 37, height: 11) { x, y in UInt8((x * 40 + y * 3) % 256) }
        #expect(pngColorType(try encoder.encode(opaque)) == 2)
        #expect(try decodeWithLibpng(encoder.encode(opaque)) == opaque)
        #expect(pngColorType(try encoder.encode(translucent)) == 6)
        #expect(try decodeWithLibpng(encoder.encode(translucent)) == translucent)
    }

    @Test func aTranslucentPixelInTheLastRowMakesTheWholeImageRGBA() throws {
        var image = makeTestImage(width: 20, height: 30)
        image[x: 19, y: 29] = (1, 2, 3, 254)
        let png = try PNGFrameEncoder().encode(image)
        #expect(pngColorType(png) == 6)
        #expect(try decodeWithLibpng(png) == image)
    }

    @Test func rowsAreUnfilteredOrUpFilteredByTheirChangesBetweenPixels() throws {
        // Row 0: noise (no row above: unfiltered). Row 1: row 0 plus one everywhere, so its Up
        // filter is all ones (no changes). Row 2: one flat colour (no changes unfiltered).
        // Row 3: noise again, unlike row 2 (unfiltered wins over Up, which is as noisy).
        var image = RGBAImage(width: 64, height: 4, fill: (0, 0, 0, 255))
        for x in 0..<64 {
            let noise = UInt8(truncatingIfNeeded: x &* 97 &+ 13)
            image[x: x, y: 0] = (noise, noise &+ 50, noise &+ 100, 255)
            image[x: x, y: 1] = (noise &+ 1, noise &+ 51, noise &+ 101, 255)
            image[x: x, y: 2] = (200, 100, 50, 255)
            image[x: x, y: 3] = (noise &* 3, noise, noise &* 7, 255)
        }
        let png = try PNGFrameEncoder().encode(image)
        #expect(filterBytes(png, rowBytes: 64 * 3, height: 4) == [0, 2, 0, 0])
    }

    @Test func outputIsIdenticalAcrossEncodersRunsAndThreads() throws {
        let words = frameWords(width: 300, height: 200, translucent: false)
        let bytes = argbBytes(words, width: 300, stride: 1200)
        @Sendable func encode(_ encoder: PNGFrameEncoder) throws -> [UInt8] {
            try bytes.withUnsafeBytes {
                try encoder.encode(premultipliedARGB32: $0.baseAddress!, width: 300, height: 200, stride: 1200)
            }
        }
        let reference = try encode(PNGFrameEncoder())
        let reused = try PNGFrameEncoder()
        _ = try reused.encode(makeTestImage(width: 999, height: 3))
        #expect(try encode(reused) == reference)
        final class Results: @unchecked Sendable { var pngs = [[UInt8]](repeating: [], count: 8) }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            results.pngs[i] = (try? encode(PNGFrameEncoder())) ?? []
        }
        #expect(results.pngs.allSatisfy { $0 == reference })
    }

    @Test func longStreamsAreSplitIntoIDATChunksOfAtMostOneMebibyte() throws {
        // Noise does not compress: about 3 MB of zlib stream.
        var state: UInt32 = 1
        let image = RGBAImage(width: 1024, height: 1024, fill: (0, 0, 0, 255))
        var noisy = image
        for i in 0..<(1024 * 1024) {
            state = state &* 1_664_525 &+ 1_013_904_223
            noisy.pixels[i * 4] = UInt8(truncatingIfNeeded: state >> 24)
            noisy.pixels[i * 4 + 1] = UInt8(truncatingIfNeeded: state >> 16)
            noisy.pixels[i * 4 + 2] = UInt8(truncatingIfNeeded: state >> 8)
        }
        let png = try PNGFrameEncoder().encode(noisy)
        let idats = chunks(png).filter { $0.type == "IDAT" }.map(\.length)
        #expect(idats.count == 4)
        #expect(idats.dropLast().allSatisfy { $0 == 1 << 20 })
        #expect(chunkTypes(png).first == "IHDR" && chunkTypes(png).last == "IEND")
        #expect(try decodeWithLibpng(png) == noisy)
    }

    @Test func smallIsSmallerThanFast() throws {
        let words = frameWords(width: 400, height: 300, translucent: false)
        let bytes = argbBytes(words, width: 400, stride: 1600)
        func size(_ compression: PNGCompression) throws -> Int {
            try bytes.withUnsafeBytes {
                try PNGFrameEncoder(compression: compression)
                    .encode(premultipliedARGB32: $0.baseAddress!, width: 400, height: 300, stride: 1600).count
            }
        }
        #expect(try size(.small) < size(.fast))
    }

    @Test func rejectsEmptyImagesAndShortStrides() throws {
        let encoder = try PNGFrameEncoder()
        let empty = #expect(throws: ImageError.self) { try encoder.encode(RGBAImage(width: 0, height: 3, fill: (0, 0, 0, 0))) }
        #expect(empty?.description == "cannot encode PNG: a PNG must be 1 to 2147483647 pixels wide and high, not 0x3")
        let bytes = [UInt8](repeating: 0, count: 64)
        let stride = #expect(throws: ImageError.self) {
            try bytes.withUnsafeBytes { try encoder.encode(premultipliedARGB32: $0.baseAddress!, width: 4, height: 2, stride: 12) }
        }
        #expect(stride?.description == "cannot encode PNG: row stride is smaller than a row")
        // Checked before any pixel is read: a row of more than 4 GiB does not fit the compressor.
        let wide = #expect(throws: ImageError.self) {
            try bytes.withUnsafeBytes {
                try encoder.encode(premultipliedARGB32: $0.baseAddress!, width: 1 << 30, height: 1, stride: 1 << 32)
            }
        }
        #expect(wide?.description == "cannot encode PNG: a 1073741824x1 image is too large")
        #expect(try decodeWithLibpng(encoder.encode(makeTestImage())) == makeTestImage())
    }
}
