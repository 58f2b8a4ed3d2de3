import Foundation

/// A bitmap drawn stretched over `rect` (points). Renderers draw nothing for an empty bitmap or
/// a non-finite or empty rectangle.
public struct ImageDrawing: Sendable, Equatable {
    public var bitmap: Bitmap
    public var rect: CGRect
    public var interpolation: Interpolation
    /// When set, the bitmap's alpha is painted in this colour (a template image).
    public var tint: RGBAColor?

    /// How pixels are sampled when the bitmap is scaled.
    public enum Interpolation: Sendable, Hashable {
        case none, low, medium, high
    }

    public init(bitmap: Bitmap, rect: CGRect, interpolation: Interpolation = .high, tint: RGBAColor? = nil) {
        self.bitmap = bitmap
        self.rect = rect
        self.interpolation = interpolation
        self.tint = tint
    }
}

/// Pixels as premultiplied `0xAARRGGBB` words (cairo's ARGB32), row-major, no padding.
public struct Bitmap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    /// A bitmap from straight (non-premultiplied) RGBA bytes; nil unless there are exactly
    /// `width × height × 4` of them.
    public init?(width: Int, height: Int, straightRGBA bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        pixels = (0..<width * height).map { i in
            let a = UInt32(bytes[i * 4 + 3])
            func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
            return a << 24 | premultiplied(bytes[i * 4]) << 16 | premultiplied(bytes[i * 4 + 1]) << 8 | premultiplied(bytes[i * 4 + 2])
        }
    }
}
