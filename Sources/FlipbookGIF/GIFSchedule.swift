/// Which frames to render for a GIF and how long each is shown (see `GIFTiming.schedule`).
public struct GIFSchedule: Sendable, Equatable {
    /// Per-frame delays in centiseconds; their sum is the whole duration.
    public let delays: [Int]

    /// The number of frames to render.
    public var frameCount: Int { delays.count }

    /// The total duration in centiseconds.
    public var centiseconds: Int { delays.reduce(0, +) }

    /// The scene time of each frame in seconds: the sum of the delays before it.
    public var startTimes: [Double] {
        var elapsed = 0
        return delays.map { delay in
            defer { elapsed += delay }
            return Double(elapsed) / 100
        }
    }
}
