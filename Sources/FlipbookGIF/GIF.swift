import FlipbookImage

/// Whole-animation GIF writing in two passes — a global palette from every frame, then the
/// frames themselves through the encoder — over frames in memory or made on demand.
public enum GIF {
    /// Writes `frames`, frame `i` shown for `delays[i]` centiseconds, to `path`.
    public static func write(frames: [RGBAImage], delays: [Int], to path: String,
                             options: GIFOptions = GIFOptions()) throws(GIFError) -> GIFStats {
        guard !frames.isEmpty else { throw GIFError(path: path, reason: .noFrames) }
        guard delays.count == frames.count else {
            throw GIFError(path: path, reason: .invalidArgument("\(frames.count) frames but \(delays.count) delays"))
        }
        do {
            return try write(delays: delays, to: path, options: options) { add in
                for frame in frames { try add(frame) }
            }
        } catch {
            // Frames in memory raise nothing of their own: every error is the encoder's.
            throw error as? GIFError ?? GIFError(path: path, reason: .invalidArgument("\(error)"))
        }
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

    /// Writes an animation whose frames are made on demand, frame `i` shown for `delays[i]`
    /// centiseconds: memory does not grow with the number of frames. `frames` is called once per
    /// pass — twice (the global palette, then the encoding) unless the palette mode is `.local` —
    /// and must give the same frames in the same order to the function it is handed each time.
    /// Throws what `frames` throws, and `GIFError`s; on any error no file is left at `path`.
    public static func write(delays: [Int], to path: String, options: GIFOptions = GIFOptions(),
                             frames: (_ add: (RGBAImage) throws -> Void) throws -> Void) throws -> GIFStats {
        var palette: GIFPalette?
        if options.palette != .local {
            var builder = GIFPaletteBuilder()
            var count = 0
            try frames { frame in
                builder.add(frame)
                count += 1
            }
            try check(frames: count, delays: delays.count, path: path)
            palette = builder.palette
        }
        var encoder: FrameEncoder?
        var count = 0
        try frames { frame in
            if encoder == nil {
                encoder = try FrameEncoder(path: path, width: frame.width, height: frame.height, palette: palette,
                                           options: options)
            }
            if count < delays.count { try encoder?.add(frame, delay: delays[count]) }
            count += 1
        }
        try check(frames: count, delays: delays.count, path: path)
        guard let encoder else { throw GIFError(path: path, reason: .noFrames) }
        return try encoder.finish()
    }

    private static func check(frames: Int, delays: Int, path: String) throws(GIFError) {
        if frames == 0 { throw GIFError(path: path, reason: .noFrames) }
        guard frames == delays else {
            throw GIFError(path: path, reason: .invalidArgument("\(frames) frames but \(delays) delays"))
        }
    }
}
