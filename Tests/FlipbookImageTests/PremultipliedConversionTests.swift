import Testing
import FlipbookImage

@Suite struct PremultipliedConversionTests {
    /// Converts native-endian ARGB32 words laid out `stride` bytes per row.
    private func convert(_ words: [UInt32], width: Int, height: Int, stride: Int) -> RGBAImage {
        var bytes = [UInt8](repeating: 0xEE, count: stride * height)
        bytes.withUnsafeMutableBytes { raw in
            for (index, word) in words.enumerated() {
                let offset = (index / width) * stride + (index % width) * 4
                raw.storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
            }
        }
        return bytes.withUnsafeBytes { RGBAImage(premultipliedARGB32: $0.baseAddress!, width: width, height: height, stride: stride) }
    }

    @Test func knownValues() {
        let image = convert(
            [
                0xBF26_56A3,  // cairo's (38, 86, 163) at alpha 191 → straight (51, 115, 218)
                0xFF11_2233,  // opaque: unchanged
                0x0012_3456,  // alpha 0: transparent black, whatever the colour bytes
                0x0101_0100,  // alpha 1: (1 × 255 + 0) / 1 = 255
                0x8040_2010,  // alpha 128: (64 × 255 + 64) / 128 = 128, 64, 32
                0x10FF_0000,  // colour above alpha (invalid input): capped at 255
            ], width: 6, height: 1, stride: 24)
        #expect(image.pixels == [
            51, 115, 218, 191,
            0x11, 0x22, 0x33, 255,
            0, 0, 0, 0,
            255, 255, 0, 1,
            128, 64, 32, 128,
            255, 0, 0, 16,
        ])
    }

    @Test func matchesCairoFormulaForEveryAlphaAndLevel() {
        var words: [UInt32] = []
        var expected: [UInt8] = []
        for a in UInt32(1)...254 {
            for c in UInt32(0)...a {
                words.append(a << 24 | c << 16 | (a - c) << 8 | c / 2)
                let unpremultiply = { (v: UInt32) in UInt8((v * 255 + a / 2) / a) }
                expected += [unpremultiply(c), unpremultiply(a - c), unpremultiply(c / 2), UInt8(a)]
            }
        }
        let image = convert(words, width: words.count, height: 1, stride: words.count * 4)
        #expect(image.pixels == expected)
    }

    /// Rows mixing all-opaque groups of four (vector path), groups with a translucent pixel and a
    /// ragged tail give the same bytes as the per-pixel formula.
    @Test(arguments: [1, 4, 5, 11, 16, 19])
    func mixedRowsMatchThePerPixelFormula(width: Int) {
        let words: [UInt32] = (0..<(width * 3)).map { i in
            let a: UInt32 = i % 6 == 5 ? 128 : 255
            let c = UInt32(i * 13 % 128)
            return a << 24 | c << 16 | (c / 2) << 8 | c / 3
        }
        let expected: [UInt8] = words.flatMap { word -> [UInt8] in
            let a = word >> 24
            let channel = { (v: UInt32) in UInt8((v * 255 + a / 2) / a) }
            return [channel(word >> 16 & 0xFF), channel(word >> 8 & 0xFF), channel(word & 0xFF), UInt8(a)]
        }
        #expect(convert(words, width: width, height: 3, stride: width * 4 + 8).pixels == expected)
    }

    @Test func honoursStridePadding() {
        let image = convert([0xFF01_0203, 0xFF04_0506, 0xFF07_0809, 0xFF0A_0B0C], width: 2, height: 2, stride: 12)
        #expect(image.pixels == [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255])
    }
}
