/// Writable diff image pixels, painted the way pixelmatch paints its output. Bands of rows
/// paint with their own copies, each over its own rows.
struct DiffCanvas: @unchecked Sendable {
    private let base: UnsafeMutableRawPointer
    private let alpha: Double
    /// The last source pixel given to `paintGray` and its grey word (flat areas repeat).
    private var lastSource: UInt32
    private var lastGray: UInt32

    init(base: UnsafeMutableRawPointer, alpha: Double) {
        self.base = base
        self.alpha = alpha
        lastSource = 0
        lastGray = Self.grayWord(0, alpha: alpha)
    }

    /// Paints pixel `index` with an opaque colour.
    @inline(__always)
    func paint(_ index: Int, _ color: RGBColor) {
        base.storeBytes(of: color.opaqueWord.littleEndian, toByteOffset: index &<< 2, as: UInt32.self)
    }

    /// Paints pixel `index` with the faded grey of `source` (a pixel of the expected image).
    @inline(__always)
    mutating func paintGray(_ index: Int, from source: UInt32) {
        if source != lastSource {
            lastSource = source
            lastGray = Self.grayWord(source, alpha: alpha)
        }
        base.storeBytes(of: lastGray.littleEndian, toByteOffset: index &<< 2, as: UInt32.self)
    }

    /// Paints the eight pixels from `index` with the faded greys of `source`'s pixels there; a
    /// flat run (all eight equal to the last source pixel) is one store.
    @inline(__always)
    mutating func paintGray8(_ index: Int, from source: PixelWords) {
        if source.eightEqual(to: lastSource, at: index) {
            base.storeBytes(of: SIMD8<UInt32>(repeating: lastGray.littleEndian), toByteOffset: index &<< 2,
                            as: SIMD8<UInt32>.self)
        } else {
            for k in index..<(index + 8) { paintGray(k, from: source[k]) }
        }
    }

    private static func grayWord(_ source: UInt32, alpha: Double) -> UInt32 {
        let v = UInt32(YIQ.gray(source, alpha: alpha))
        return v | v << 8 | v << 16 | 0xFF00_0000
    }
}
