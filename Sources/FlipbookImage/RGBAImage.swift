/// An 8-bit straight-alpha (non-premultiplied) RGBA image in sRGB: row-major, 4 bytes per pixel
/// in R, G, B, A order, no row padding.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes; keep the count unchanged when mutating.
    public var pixels: [UInt8]

    /// Wraps existing pixel bytes, throwing if the count is not `width × height × 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(ImageError) {
        let expected = try Self.byteCount(width: width, height: height)
        guard pixels.count == expected else {
            throw ImageError(
                .create,
                reason: .invalidArgument(
                    "\(pixels.count) pixel bytes for a \(width)×\(height) image (expected \(expected))"
                )
            )
        }
        self.init(unchecked: width, height: height, pixels: pixels)
    }

    /// Creates an image with every pixel set to `fill` (r, g, b, a). Dimensions must be ≥ 0.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) {
        let count: Int
        do {
            count = try Self.byteCount(width: width, height: height)
        } catch {
            preconditionFailure(error.description)
        }
        let word = UInt32(fill.0) | UInt32(fill.1) << 8 | UInt32(fill.2) << 16 | UInt32(fill.3) << 24
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = UnsafeMutableRawPointer(buffer.baseAddress) {
                base.initializeMemory(as: UInt32.self, repeating: word.littleEndian, count: count / 4)
            }
            initialized = count
        }
        self.init(unchecked: width, height: height, pixels: pixels)
    }

    init(unchecked width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// True when every pixel has alpha 255 (also true for an empty image).
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { bytes in
            let count = bytes.count
            let alphaMask: UInt64 = 0xFF00_0000_FF00_0000
            var offset = 0
            var combined: UInt64 = alphaMask
            while offset + 32 <= count {
                combined &= bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    & bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                    & bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                    & bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
                if UInt64(littleEndian: combined) & alphaMask != alphaMask { return false }
                offset += 32
            }
            while offset < count {
                if bytes[offset + 3] != 255 { return false }
                offset += 4
            }
            return true
        }
    }

    /// The pixel at column `x`, row `y` (both must be in range).
    public subscript(x x: Int, y y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        get {
            let i = offset(x: x, y: y)
            return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = offset(x: x, y: y)
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }

    private func offset(x: Int, y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
        return (y * width + x) * 4
    }

    /// `width × height × 4`, or an error for negative or overflowing dimensions.
    static func byteCount(width: Int, height: Int) throws(ImageError) -> Int {
        guard width >= 0, height >= 0 else {
            throw ImageError(.create, reason: .invalidArgument("negative size \(width)×\(height)"))
        }
        let (area, overflow1) = width.multipliedReportingOverflow(by: height)
        let (bytes, overflow2) = area.multipliedReportingOverflow(by: 4)
        guard !overflow1, !overflow2 else {
            throw ImageError(.create, reason: .invalidArgument("size \(width)×\(height) is too large"))
        }
        return bytes
    }
}
