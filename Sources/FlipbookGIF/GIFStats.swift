/// What a finished GIF contains.
public struct GIFStats: Sendable, Equatable {
    /// Frames passed to the writer.
    public var inputFrames: Int
    /// Images stored; identical consecutive frames are merged into one longer frame.
    public var storedFrames: Int
    /// Stored images that carry a local colour table.
    public var localTables: Int
    /// Colours in the global palette (0 without one), not counting the transparent entry.
    public var globalColors: Int
    /// True when no colour was quantized: every stored pixel shows its input colour exactly.
    public var exactPalette: Bool
    /// The sum of all delays, in centiseconds.
    public var centiseconds: Int
    /// The file size in bytes.
    public var bytes: Int
}
