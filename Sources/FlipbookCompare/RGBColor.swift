/// An opaque 8-bit sRGB colour used to paint diff images.
public struct RGBColor: Sendable, Equatable, Hashable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// (255, 0, 0): pixelmatch's default `diffColor`.
    public static let red = RGBColor(r: 255, g: 0, b: 0)
    /// (255, 255, 0): pixelmatch's default `aaColor`.
    public static let yellow = RGBColor(r: 255, g: 255, b: 0)

    /// The colour as an opaque RGBA pixel word (R in the lowest byte).
    var opaqueWord: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000
    }
}
