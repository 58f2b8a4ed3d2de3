/// pixelmatch's colour arithmetic: the YIQ distance of Kotsarenko & Ramos, blending of
/// semi-transparent pixels, and the grey background of diff images.
enum YIQ {
    /// Largest possible YIQ distance; `threshold` t gives a limit of `35215 × t²`.
    static let maxDelta = 35215.0

    /// Signed squared YIQ distance of `p1` and `p2` (which must differ), negative when `p1`
    /// is brighter (so `p2` is darker). `byteOffset` picks the checkerboard background.
    @inline(__always)
    static func delta(_ p1: UInt32, _ p2: UInt32, byteOffset: Int, checkerboard: Bool) -> Double {
        let (dr, dg, db) = channelDifferences(p1, p2, byteOffset: byteOffset, checkerboard: checkerboard)
        let y = brightness(dr, dg, db)
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Brightness (Y) difference `p1 − p2`, 0 for identical pixels; the background is taken at
    /// `byteOffset` (the centre pixel's, in the anti-aliasing detector).
    @inline(__always)
    static func brightnessDelta(_ p1: UInt32, _ p2: UInt32, byteOffset: Int, checkerboard: Bool) -> Double {
        if p1 == p2 { return 0 }
        let (dr, dg, db) = channelDifferences(p1, p2, byteOffset: byteOffset, checkerboard: checkerboard)
        return brightness(dr, dg, db)
    }

    /// The Y (brightness) of the channel differences `dr`, `dg`, `db`.
    @inline(__always)
    static func brightness(_ dr: Double, _ dg: Double, _ db: Double) -> Double {
        dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Grey level of `pixel` faded towards white: `255 + (Y − 255) × alpha × a / 255`,
    /// truncated like a store into a JavaScript `Uint8Array`.
    @inline(__always)
    static func gray(_ pixel: UInt32, alpha: Double) -> UInt8 {
        let y = brightness(pixel.red, pixel.green, pixel.blue)
        let value = 255 + (y - 255) * alpha * pixel.alpha / 255
        return UInt8(truncatingIfNeeded: Int(value))
    }

    /// `p1 − p2` per channel; when either alpha is below 255, the difference of both pixels
    /// composited over the background.
    @inline(__always)
    private static func channelDifferences(
        _ p1: UInt32, _ p2: UInt32, byteOffset k: Int, checkerboard: Bool
    ) -> (Double, Double, Double) {
        let (r1, g1, b1, a1) = (p1.red, p1.green, p1.blue, p1.alpha)
        let (r2, g2, b2, a2) = (p2.red, p2.green, p2.blue, p2.alpha)
        guard a1 < 255 || a2 < 255 else { return (r1 - r2, g1 - g2, b1 - b2) }
        var (rb, gb, bb) = (255.0, 255.0, 255.0)
        if checkerboard {
            // pixelmatch derives the pattern from the byte offset k (a multiple of 4), so red
            // is always 48; reproduced as is.
            rb = 48 + 159 * Double(k & 1)
            gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) & 1)
            bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) & 1)
        }
        let da = a1 - a2
        return (
            (r1 * a1 - r2 * a2 - rb * da) / 255,
            (g1 * a1 - g2 * a2 - gb * da) / 255,
            (b1 * a1 - b2 * a2 - bb * da) / 255
        )
    }
}
