/// The colour space a `drawingGroup` layer is rendered in. Flipbook renders every layer in 8-bit
/// sRGB (`.nonLinear`) whichever is asked.
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear
    case linear
    case extendedLinear
}
