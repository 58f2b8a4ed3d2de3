#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlipbookImage

/// Where a render's CPU time went, in seconds summed over every thread, stage by stage.
public struct FrameTimings: Sendable, Equatable {
    /// Producing display lists on the main actor: script, graph, animation, layout, and
    /// comparing each list with the one before.
    public var simulate = 0.0
    /// Rasterising display lists with cairo.
    public var draw = 0.0
    /// Converting premultiplied pixels to PNG samples and filtering rows.
    public var filter = 0.0
    /// Compressing filtered rows.
    public var compress = 0.0
    /// Writing PNG chunks and their CRC-32s.
    public var chunk = 0.0
    /// Writing files (a temporary file, then a rename).
    public var write = 0.0
    /// Frames rasterised and encoded; a frame identical to the one before is not.
    public var framesDrawn = 0

    public init() {}

    /// The sum of every stage.
    public var total: Double { simulate + draw + filter + compress + chunk + write }

    static func + (a: FrameTimings, b: FrameTimings) -> FrameTimings {
        var sum = FrameTimings()
        sum.simulate = a.simulate + b.simulate
        sum.draw = a.draw + b.draw
        sum.filter = a.filter + b.filter
        sum.compress = a.compress + b.compress
        sum.chunk = a.chunk + b.chunk
        sum.write = a.write + b.write
        sum.framesDrawn = a.framesDrawn + b.framesDrawn
        return sum
    }

    /// Adds an encoder's stage times.
    mutating func add(_ encoding: PNGEncodingTimings) {
        filter += encoding.filtering
        compress += encoding.compressing
        chunk += encoding.chunking
    }
}

/// CPU time of the calling thread, in seconds (time spent waiting is not counted).
enum ThreadClock {
    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
