extension RGBAImage {
    /// Converts cairo's `CAIRO_FORMAT_ARGB32` pixels (one native-endian premultiplied `UInt32`
    /// `0xAARRGGBB` per pixel, `stride` bytes per row) to straight RGBA with cairo's own
    /// formula: alpha 0 → (0, 0, 0, 0); otherwise each colour `c = (c × 255 + a / 2) / a`
    /// (integer division, capped at 255), which leaves opaque pixels unchanged.
    public init(premultipliedARGB32 base: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        precondition(width >= 0 && height >= 0, "negative size \(width)×\(height)")
        precondition(stride >= width * 4, "stride \(stride) is smaller than a row of \(width) pixels")
        let rowBytes = width * 4
        let count = rowBytes * height
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let out = UnsafeMutableRawPointer(buffer.baseAddress) {
                for y in 0..<height {
                    Self.convertRow(from: base + y * stride, to: out + y * rowBytes, count: width)
                }
            }
            initialized = count
        }
        self.init(unchecked: width, height: height, pixels: pixels)
    }

    /// Converts one row; on little-endian machines four pixels at a time while all are opaque.
    @inline(__always)
    private static func convertRow(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        var x = 0
        #if _endian(little)
        let opaque = SIMD4<UInt32>(repeating: 0xFF00_0000)
        while x + 4 <= count {
            let argb = source.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
            if all(argb & opaque .== opaque) {
                let swapped = (argb & 0xFF00_FF00) | (argb &>> 16 & 0xFF) | (argb & 0xFF) &<< 16
                target.storeBytes(of: swapped, toByteOffset: x * 4, as: SIMD4<UInt32>.self)
            } else {
                for i in x..<(x + 4) { convertPixel(from: source, to: target, at: i) }
            }
            x += 4
        }
        #endif
        while x < count {
            convertPixel(from: source, to: target, at: x)
            x += 1
        }
    }

    @inline(__always)
    private static func convertPixel(from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, at index: Int) {
        let argb = source.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
        target.storeBytes(of: straightRGBA(argb).littleEndian, toByteOffset: index * 4, as: UInt32.self)
    }

    /// Premultiplied `0xAARRGGBB` → straight `0xAABBGGRR` (RGBA bytes in little-endian order).
    @inline(__always)
    private static func straightRGBA(_ argb: UInt32) -> UInt32 {
        let a = argb >> 24
        if a == 255 {
            return (argb & 0xFF00_FF00) | (argb >> 16 & 0xFF) | (argb & 0xFF) << 16
        }
        if a == 0 { return 0 }
        let half = a / 2
        let r = min(((argb >> 16 & 0xFF) * 255 + half) / a, 255)
        let g = min(((argb >> 8 & 0xFF) * 255 + half) / a, 255)
        let b = min(((argb & 0xFF) * 255 + half) / a, 255)
        return a << 24 | b << 16 | g << 8 | r
    }
}
