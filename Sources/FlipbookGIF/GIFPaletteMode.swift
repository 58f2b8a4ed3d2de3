/// Where a GIF's colour tables come from.
public enum GIFPaletteMode: Sendable, Equatable {
    /// One global palette built from every frame (exact when all frames together use at most
    /// 255 colours, else quantized). A frame is written with a local table that holds only the
    /// global entries it uses whenever giflib's output for it is smaller that way.
    case automatic
    /// One global palette; frames never carry a local table.
    case global
    /// Every frame gets its own table built from its changed rectangle: exact when that
    /// rectangle has at most 255 colours, else quantized. Highest fidelity, largest files.
    case local
}
