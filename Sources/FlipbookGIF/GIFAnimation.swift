import FlipbookImage

/// A decoded GIF: every image composited onto the canvas as a viewer shows it.
public struct GIFAnimation: Sendable, Equatable {
    /// Canvas width in pixels.
    public let width: Int
    /// Canvas height in pixels.
    public let height: Int
    /// The canvas after each image (straight RGBA; never-painted pixels are (0, 0, 0, 0)).
    public let frames: [RGBAImage]
    /// Each frame's delay in centiseconds.
    public let delays: [Int]
    /// The NETSCAPE2.0 loop count (0 = forever), or nil without that extension.
    public let loopCount: Int?

    /// The frames as seen every `centiseconds`, from time 0 to the end (the whole duration
    /// divided by `centiseconds`, rounded down): frame `k` is the one showing at `k × centiseconds`.
    public func sampled(every centiseconds: Int) -> [RGBAImage] {
        precondition(centiseconds > 0, "sampling interval must be positive")
        var result: [RGBAImage] = []
        var end = 0
        var time = 0
        for (frame, delay) in zip(frames, delays) {
            end += delay
            while time < end {
                result.append(frame)
                time += centiseconds
            }
        }
        return result
    }
}
