/// How a GIF is encoded.
public struct GIFOptions: Sendable, Equatable {
    /// The NETSCAPE2.0 loop count: 0 = loop forever (the default), N = repeat N more times,
    /// nil = no loop extension (play once).
    public var loopCount: Int?
    /// Floyd–Steinberg dithering of quantized colours inside each changed rectangle. Off by
    /// default: flat UI frames look cleaner and compress better without it. It has no effect
    /// when the palette holds every colour exactly.
    public var dithering: Bool
    /// Where colour tables come from.
    public var palette: GIFPaletteMode

    /// Creates options; the defaults suit flat UI animations.
    public init(loopCount: Int? = 0, dithering: Bool = false, palette: GIFPaletteMode = .automatic) {
        self.loopCount = loopCount
        self.dithering = dithering
        self.palette = palette
    }

    /// Checks the values, throwing `invalidArgument` for a loop count outside 0...65535.
    func validate(path: String) throws(GIFError) {
        if let loopCount, !(0...0xFFFF).contains(loopCount) {
            throw GIFError(path: path, reason: .invalidArgument("loop count \(loopCount) is outside 0...65535"))
        }
    }
}
