#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Björn Ottosson's Oklab, a perceptual colour space where Euclidean distance tracks visible
/// difference; the quantizer clusters and matches colours in it.
enum Oklab {
    /// sRGB 8-bit component → linear light.
    private static let linear: [Float] = (0...255).map { value in
        let c = Float(value) / 255
        return c <= 0.04045 ? c / 12.92 : Float(pow(Double((c + 0.055) / 1.055), 2.4))
    }

    /// The Oklab coordinates (L, a, b) of an opaque key.
    static func lab(_ key: UInt32) -> SIMD3<Float> {
        let r = linear[Int(key & 0xFF)]
        let g = linear[Int(key >> 8 & 0xFF)]
        let b = linear[Int(key >> 16 & 0xFF)]
        let l = cbrtf(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
        let m = cbrtf(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
        let s = cbrtf(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
        return SIMD3(
            0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
            1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
            0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s)
    }
}
