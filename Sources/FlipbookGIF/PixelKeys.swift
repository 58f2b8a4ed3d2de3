import FlipbookImage

/// Frame pixels as `UInt32` colour keys: an opaque-enough pixel (alpha ≥ 128) becomes
/// `0xFF_BB_GG_RR` (its colour, alpha dropped), a transparent one (alpha < 128) becomes 0.
enum PixelKeys {
    /// The key of the transparent colour.
    static let transparent: UInt32 = 0

    /// The keys of every pixel of `image`, row-major, and whether any is transparent.
    static func keys(of image: RGBAImage) -> (keys: [UInt32], hasTransparency: Bool) {
        let count = image.width * image.height
        var opaque: UInt32 = 0x8000_0000
        let keys = image.pixels.withUnsafeBytes { bytes in
            [UInt32](unsafeUninitializedCapacity: count) { keys, initialized in
                for i in 0..<count {
                    let key = key(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)))
                    opaque &= key
                    keys[i] = key
                }
                initialized = count
            }
        }
        return (keys, opaque == 0)
    }

    /// The key of one RGBA pixel read as a little-endian word.
    @inline(__always)
    static func key(_ word: UInt32) -> UInt32 {
        word >= 0x8000_0000 ? word | 0xFF00_0000 : 0
    }

    /// The key of an opaque colour.
    static func key(_ color: GIFColor) -> UInt32 {
        UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | 0xFF00_0000
    }

    /// The colour of a non-transparent key.
    static func color(_ key: UInt32) -> GIFColor {
        GIFColor(red: UInt8(key & 0xFF), green: UInt8(key >> 8 & 0xFF), blue: UInt8(key >> 16 & 0xFF))
    }
}
