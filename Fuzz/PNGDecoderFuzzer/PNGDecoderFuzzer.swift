import FlipbookImage
import FuzzSupport

/// The PNG decoder on arbitrary bytes, as they are and with every chunk's CRC made right (so
/// mutations get past the checksums into libpng's parsing): it returns an image within
/// `PNGLimits` or throws, and an image it returns survives an encode/decode round trip.
enum PNGDecoderTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        let bytes = Array(input)
        check(bytes)
        check(withCorrectCRCs(bytes))
    }

    private static func check(_ bytes: [UInt8]) {
        guard let image = try? PNG.decode(bytes) else { return }
        precondition(image.width <= PNGLimits.maximumSide && image.height <= PNGLimits.maximumSide)
        precondition(image.width * image.height <= PNGLimits.maximumPixelCount)
        precondition(image.pixels.count == image.width * image.height * 4)
        guard image.width * image.height <= 1 << 16 else { return }
        precondition((try? PNG.decode(PNG.encode(image))) == image, "encode/decode round trip changed the image")
    }

    /// `bytes` with the CRC of each complete chunk after the 8-byte signature recomputed.
    private static func withCorrectCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var fixed = bytes
        var offset = 8
        while offset + 12 <= fixed.count {
            let length = fixed[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= fixed.count - offset - 12 else { break }
            let crc = crc32(fixed[offset + 4..<offset + 8 + length])
            for index in 0..<4 { fixed[offset + 8 + length + index] = UInt8(crc >> (24 - 8 * index) & 0xFF) }
            offset += 12 + length
        }
        return fixed
    }

    private static let table: [UInt32] = (0..<256).map { (n: UInt32) in
        (0..<8).reduce(n) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        ~bytes.reduce(0xFFFF_FFFF) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    PNGDecoderTarget.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#endif

@main enum PNGDecoderFuzzer {
    static func main() { FuzzMain.run(PNGDecoderTarget.run) }
}
