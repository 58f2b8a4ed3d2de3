/// The dimensions of an image in pixels.
public struct PixelSize: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `W×H`, e.g. `800×600`.
    public var description: String { "\(width)×\(height)" }
}
