import FlipbookImage

/// A GIF colour table: up to 256 opaque colours, plus one transparent entry (index
/// `colors.count`) whenever there is room for it.
public struct GIFPalette: Sendable, Equatable {
    /// The opaque colours; a pixel maps to the nearest one in Oklab.
    public let colors: [GIFColor]
    /// True when every colour of the frames it was built from is in `colors`.
    public let isExact: Bool

    /// The index of the transparent entry, or nil when all 256 entries are colours.
    public var transparentIndex: Int? { colors.count < 256 ? colors.count : nil }

    /// A palette of the given colours (1...256 distinct colours).
    public init(colors: [GIFColor]) throws(GIFError) {
        guard (1...256).contains(colors.count), Set(colors).count == colors.count else {
            throw GIFError(path: nil, reason: .invalidArgument(
                "a GIF palette needs 1 to 256 distinct colours, got \(colors.count) (\(Set(colors).count) distinct)"))
        }
        self.init(colors, exact: false)
    }

    /// The global palette for `frames`: exact when they use at most 255 opaque colours (or 256
    /// with no transparent pixel), else 255 quantized colours (see `PaletteQuantizer`); every
    /// pixel counts, so colours that cover much of the animation are matched most closely.
    public init(frames: [RGBAImage]) {
        var builder = GIFPaletteBuilder()
        for frame in frames { builder.add(frame) }
        self = builder.palette
    }

    /// The palette for a finished histogram (see `init(frames:)`).
    init(histogram: ColorHistogram) {
        let opaque = histogram.distinctCount - (histogram.hasTransparency ? 1 : 0)
        self.init(histogram: histogram, limit: histogram.hasTransparency || opaque > 256 ? 255 : 256)
    }

    /// A frame's own palette: at most 255 colours, so a transparent entry is always free.
    init(localHistogram histogram: ColorHistogram) {
        self.init(histogram: histogram, limit: 255)
    }

    private init(histogram: ColorHistogram, limit: Int) {
        let entries = histogram.opaqueEntries
        let colors = PaletteQuantizer.palette(for: entries, maxColors: limit)
        self.init(colors.isEmpty ? [GIFColor(red: 0, green: 0, blue: 0)] : colors, exact: entries.count <= limit)
    }

    private init(_ colors: [GIFColor], exact: Bool) {
        self.colors = colors
        self.isExact = exact
    }

    /// The colours as written to a table: the transparent entry (black) after them, if any.
    var tableColors: [GIFColor] {
        transparentIndex == nil ? colors : colors + [GIFColor(red: 0, green: 0, blue: 0)]
    }

    /// Entries in the written table: colours plus the transparent entry, rounded up to a power
    /// of two (at least 2), as the GIF format requires.
    var tableSize: Int { Self.tableSize(for: colors.count + (transparentIndex == nil ? 0 : 1)) }

    /// The smallest valid GIF table size holding `entries` entries.
    static func tableSize(for entries: Int) -> Int {
        var size = 2
        while size < entries { size *= 2 }
        return size
    }
}
