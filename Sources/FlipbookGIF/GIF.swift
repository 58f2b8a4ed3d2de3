import FlipbookImage

/// Whole-animation GIF writing: two passes over frames held in memory (a global palette
/// from every frame, then the frames themselves through `GIFWriter`).
public enum GIF {
    /// Writes `frames`, frame `i` shown for `delays[i]` centiseconds, to `path`.
    public static func write(frames: [RGBAImage], delays: [Int], to path: String,
                             options: GIFOptions = GIFOptions()) throws(GIFError) -> GIFStats {
        guard let first = frames.first else { throw GIFError(path: path, reason: .noFrames) }
        guard delays.count == frames.count else {
            throw GIFError(path: path, reason: .invalidArgument("\(frames.count) frames but \(delays.count) delays"))
        }
        for (i, frame) in frames.enumerated() where frame.width != first.width || frame.height != first.height {
            throw GIFError(path: path, reason: .sizeMismatch(
                frame: i, width: frame.width, height: frame.height, expectedWidth: first.width, expectedHeight: first.height))
        }
        let palette = options.palette == .local ? nil : GIFPalette(frames: frames)
        var writer = try GIFWriter(path: path, width: first.width, height: first.height, palette: palette, options: options)
        for (frame, delay) in zip(frames, delays) {
            try writer.add(frame, delay: delay)
        }
        return try writer.finish()
    }

    /// Writes `frames` sampled at `fps` (an exactly representable rate, see `GIFTiming`) to `path`.
    public static func write(frames: [RGBAImage], fps: Int = GIFTiming.defaultFPS, to path: String,
                             options: GIFOptions = GIFOptions()) throws(GIFError) -> GIFStats {
        let delay: Int
        do {
            delay = try GIFTiming.delay(fps: fps)
        } catch {
            throw GIFError(path: path, reason: error.reason)
        }
        return try write(frames: frames, delays: Array(repeating: delay, count: frames.count), to: path, options: options)
    }
}
