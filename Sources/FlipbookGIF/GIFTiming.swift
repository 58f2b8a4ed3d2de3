/// Frame timing within the GIF format's limits.
///
/// GIF delays are whole centiseconds (cs), and browsers play a delay of 0 or 1 cs as 10 cs, so
/// the shortest safe delay is 2 cs. A frame rate is *exactly representable* when every frame
/// lasts the same whole number of centiseconds, at least 2: 100 / fps must be an integer ≥ 2,
/// which leaves 1, 2, 4, 5, 10, 20, 25 and 50 fps. 60 fps cannot be stored; render at 50.
public enum GIFTiming {
    /// The default frame rate: 50 fps, 2 cs per frame (the fastest rate browsers honour).
    public static let defaultFPS = 50
    /// The shortest delay written, in centiseconds.
    public static let minimumDelay = 2
    /// The longest delay one GIF frame can carry, in centiseconds (16 bits).
    public static let maximumDelay = 65_535
    /// Every exactly representable frame rate, ascending: [1, 2, 4, 5, 10, 20, 25, 50].
    public static let representableFPS: [Int] = (1...(100 / minimumDelay)).filter(isRepresentable)

    /// True when `fps` frames per second map to one whole delay of at least 2 cs.
    public static func isRepresentable(fps: Int) -> Bool {
        fps > 0 && 100 % fps == 0 && 100 / fps >= minimumDelay
    }

    /// The per-frame delay in centiseconds for `fps`; throws, naming the nearest
    /// representable rates, when `fps` is not exactly representable.
    public static func delay(fps: Int) throws(GIFError) -> Int {
        guard isRepresentable(fps: fps) else {
            let below = representableFPS.last { $0 < fps }
            let above = representableFPS.first { $0 > fps }
            let nearest = [below, above].compactMap { $0 }.map { "\($0) fps (\(100 / $0) cs)" }
            throw GIFError(
                path: nil,
                reason: .invalidArgument(
                    "\(fps) fps cannot be stored exactly in a GIF (delays are whole centiseconds, at least "
                        + "\(minimumDelay)); nearest exact rates: \(nearest.joined(separator: " or "))"))
        }
        return 100 / fps
    }

    /// The frames to render for `centiseconds` of animation at `fps`, and their delays.
    ///
    /// The frame count is `centiseconds / (100 / fps)` (at least 1); the remainder is spread
    /// one centisecond at a time over evenly spaced frames so the delays sum to `centiseconds`
    /// exactly. Frame `i` shows the scene at `schedule.startTimes[i]`.
    public static func schedule(centiseconds: Int, fps: Int = defaultFPS) throws(GIFError) -> GIFSchedule {
        let frameDelay = try delay(fps: fps)
        guard centiseconds >= minimumDelay else {
            throw GIFError(path: nil, reason: .invalidArgument(
                "a GIF cannot last \(centiseconds) cs (the shortest frame is \(minimumDelay) cs)"))
        }
        let count = max(1, centiseconds / frameDelay)
        let base = centiseconds / count
        let extra = centiseconds - base * count
        // Frame i gets one extra centisecond when ⌊(i+1)·extra/count⌋ steps up.
        let delays = (0..<count).map { i in base + ((i + 1) * extra / count - i * extra / count) }
        return GIFSchedule(delays: delays)
    }

    /// `schedule(centiseconds:fps:)` for a duration in seconds, rounded to whole centiseconds.
    public static func schedule(seconds: Double, fps: Int = defaultFPS) throws(GIFError) -> GIFSchedule {
        guard seconds.isFinite, seconds >= 0, seconds < Double(Int.max / 1000) else {
            throw GIFError(path: nil, reason: .invalidArgument("invalid duration \(seconds) s"))
        }
        return try schedule(centiseconds: Int((seconds * 100).rounded()), fps: fps)
    }
}
