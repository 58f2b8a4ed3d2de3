/// The time of `RunLoop.main` and `DispatchQueue.main` as schedulers, in seconds: the scene's
/// time (frame i is at i / fps) for code running in a scene's action or task or making a view's
/// `@StateObject`, so `debounce(for: .milliseconds(300), scheduler: RunLoop.main)` delivers
/// exactly 0.3 scene seconds after the last value; the dispatch clock elsewhere, as with Combine.
public struct SceneSchedulerTime: Strideable, Hashable, Sendable {
    /// Seconds since the scene began (on the dispatch clock outside a scene).
    public let seconds: Double

    public init(seconds: Double) { self.seconds = seconds }

    public func distance(to other: SceneSchedulerTime) -> Stride { Stride(other.seconds - seconds) }
    public func advanced(by n: Stride) -> SceneSchedulerTime { SceneSchedulerTime(seconds: seconds + n.magnitude) }

    /// A span of scheduler time, in seconds (`.milliseconds(300)`, `.seconds(1)`, or `0.3`).
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                          Hashable, Sendable {
        /// The span in seconds (negative for a span back in time).
        public var magnitude: Double
        /// The span in seconds.
        public var timeInterval: Double { magnitude }

        public init(_ seconds: Double) { magnitude = seconds }
        public init(floatLiteral value: Double) { magnitude = value }
        public init(integerLiteral value: Int) { magnitude = Double(value) }
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let seconds = Double(exactly: source) else { return nil }
            magnitude = seconds
        }

        public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1e9) }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
}
