import FlipbookImage

/// Streams frames into an animated GIF file, one frame at a time.
///
/// Each frame stores only the rectangle that changed since the previous one, with unchanged
/// pixels inside it made transparent (disposal "do not dispose"); a frame identical to the
/// previous one lengthens that frame's delay instead. Pixels with alpha < 128 are transparent;
/// all others are stored as their RGB colour with alpha ignored (UI frames are opaque).
///
/// Palettes: with `.automatic` or `.global`, pass the global `palette` — build it from every
/// frame with `GIFPalette(frames:)`, or with `GIFPaletteBuilder` one frame at a time when the
/// frames do not fit in memory (as `GIF.write(delays:to:options:frames:)` does). With `.local`,
/// pass none: each frame gets its own table.
///
/// The file appears at `path` only when `finish()` succeeds: bytes go to a temporary file in
/// the same folder (mode 0644 less the umask) that is renamed into place; a writer dropped
/// without finishing, or that failed, leaves nothing behind.
public struct GIFWriter: ~Copyable {
    private let encoder: FrameEncoder

    /// Starts a `width`×`height` GIF at `path` (1...65535 pixels each way).
    public init(path: String, width: Int, height: Int, palette: GIFPalette? = nil,
                options: GIFOptions = GIFOptions()) throws(GIFError) {
        encoder = try FrameEncoder(path: path, width: width, height: height, palette: palette, options: options)
    }

    /// Appends a frame of the GIF's size, shown for `centiseconds` (at least 2; see `GIFTiming`).
    public mutating func add(_ frame: RGBAImage, delay centiseconds: Int) throws(GIFError) {
        try encoder.add(frame, delay: centiseconds)
    }

    /// Writes the remaining data and moves the file into place.
    public consuming func finish() throws(GIFError) -> GIFStats {
        try encoder.finish()
    }
}
