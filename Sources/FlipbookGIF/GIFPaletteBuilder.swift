import FlipbookImage

/// Builds the global palette of an animation one frame at a time, so the frames need not be in
/// memory together: after the same frames it gives the palette `GIFPalette(frames:)` gives.
/// Only the last frame added is kept.
public struct GIFPaletteBuilder {
    private var histogram = ColorHistogram()

    public init() {}

    /// Counts the colours of the next frame.
    public mutating func add(_ frame: RGBAImage) {
        histogram.add(frame)
    }

    /// The palette of every frame added so far.
    public var palette: GIFPalette {
        var finished = histogram
        finished.finishFrames()
        return GIFPalette(histogram: finished)
    }
}
