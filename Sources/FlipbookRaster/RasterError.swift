/// A ``Rasterizer`` or text engine could not be created.
public struct RasterError: Error, CustomStringConvertible {
    public let description: String
}
