/// Keyframes for one property of a root value, run from the root's value at the
/// start of the timeline. Tracks run in parallel.
public struct KeyframeTrack<Root, Value: Animatable>: Keyframes {
    let keyPath: WritableKeyPath<Root, Value>
    let segments: [KeyframeSegment<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>,
                @KeyframeTrackContentBuilder<Value> content: () -> KeyframeList<Value>) {
        self.keyPath = keyPath
        segments = content()._segments
    }

    @MainActor public var _tracks: [AnyKeyframeTrack<Root>] {
        let (keyPath, segments) = (keyPath, segments)
        var keyframeTimes: [Double] = []
        var duration = 0.0
        for segment in segments {
            duration += segment.duration
            keyframeTimes.append(duration)
        }
        return [AnyKeyframeTrack(duration: duration, keyframeTimes: keyframeTimes) { @MainActor root, time in
            var value = root[keyPath: keyPath]
            value.animatableData = KeyframeTrack.sample(segments, from: value.animatableData, at: time)
            root[keyPath: keyPath] = value
        }]
    }

    /// The value at `time` along `segments` starting from `initial`; the last value holds after the end.
    ///
    /// Motion stays smooth across keyframes, as SwiftUI documents: a spring keyframe without a
    /// start velocity starts with the previous segment's end velocity; consecutive cubic keyframes
    /// form a Catmull-Rom spline, and a cubic keyframe next to another kind takes that segment's
    /// velocity at their shared keyframe.
    static func sample(_ segments: [KeyframeSegment<Value>], from initial: Value.AnimatableData, at time: Double) -> Value.AnimatableData {
        var start = initial
        var velocity = Value.AnimatableData.zero
        var elapsed = time
        for index in segments.indices {
            let segment = segments[index]
            let motion = Motion(segments, index, initial: initial, start: start, incomingVelocity: velocity)
            guard elapsed < segment.duration else {
                velocity = motion.velocity(at: segment.duration)
                start = segment.to
                elapsed -= segment.duration
                continue
            }
            return motion.value(at: elapsed)
        }
        return start
    }

    /// One segment's motion from its start value and the velocity it inherits.
    private struct Motion {
        let segment: KeyframeSegment<Value>
        let start: Value.AnimatableData
        /// Spring: the start velocity. Cubic: the Hermite tangents, in value per segment.
        let startVelocity: Value.AnimatableData
        let tangents: (Value.AnimatableData, Value.AnimatableData)

        init(_ segments: [KeyframeSegment<Value>], _ index: Int, initial: Value.AnimatableData,
             start: Value.AnimatableData, incomingVelocity: Value.AnimatableData) {
            let segment = segments[index]
            self.segment = segment
            self.start = start
            switch segment.kind {
            case .spring(_, let explicit):
                startVelocity = explicit ?? incomingVelocity
                tangents = (.zero, .zero)
            case let .cubic(explicitStart, explicitEnd):
                let d = segment.duration
                let previous = index > 0 ? segments[index - 1] : nil
                let next = index + 1 < segments.count ? segments[index + 1] : nil
                // Catmull-Rom neighbours: the keyframe before the start, the one after the end.
                let before = index > 1 ? segments[index - 2].to : initial
                let after = next?.to ?? segment.to
                let m0: Value.AnimatableData
                if let explicitStart {
                    m0 = explicitStart.scaled(by: d)
                } else if let previous, !previous.isCubic {
                    m0 = incomingVelocity.scaled(by: d)
                } else {
                    m0 = (segment.to - before).scaled(by: 0.5)
                }
                let m1: Value.AnimatableData
                if let explicitEnd {
                    m1 = explicitEnd.scaled(by: d)
                } else if let next, let nextVelocity = next.ownStartVelocity(from: segment.to) {
                    m1 = nextVelocity.scaled(by: d)
                } else {
                    m1 = (after - start).scaled(by: 0.5)
                }
                startVelocity = d > 0 ? m0.scaled(by: 1 / d) : .zero
                tangents = (m0, m1)
            case .linear(let curve):
                let d = segment.duration
                startVelocity = d > 0 ? (segment.to - start).scaled(by: curve.velocity(at: 0) / d) : .zero
                tangents = (.zero, .zero)
            case .move:
                startVelocity = .zero
                tangents = (.zero, .zero)
            }
        }

        func value(at elapsed: Double) -> Value.AnimatableData {
            let delta = segment.to - start
            let progress = segment.duration > 0 ? elapsed / segment.duration : 1
            switch segment.kind {
            case .move:
                return segment.to
            case .linear(let curve):
                return start + delta.scaled(by: curve.value(at: progress))
            case .spring(let spring, _):
                return start + spring.value(target: delta, initialVelocity: startVelocity, time: elapsed)
            case .cubic:
                let p = progress, p2 = p * p, p3 = p2 * p
                return start.scaled(by: 2 * p3 - 3 * p2 + 1) + tangents.0.scaled(by: p3 - 2 * p2 + p)
                    + segment.to.scaled(by: -2 * p3 + 3 * p2) + tangents.1.scaled(by: p3 - p2)
            }
        }

        /// The rate of change (value per second) at `elapsed` into the segment.
        func velocity(at elapsed: Double) -> Value.AnimatableData {
            let d = segment.duration
            guard d > 0 else { return .zero }
            let delta = segment.to - start
            let progress = elapsed / d
            switch segment.kind {
            case .move:
                return .zero
            case .linear(let curve):
                return delta.scaled(by: curve.velocity(at: progress) / d)
            case .spring(let spring, _):
                return spring.velocity(target: delta, initialVelocity: startVelocity, time: elapsed)
            case .cubic:
                let p = progress, p2 = p * p
                let slope = start.scaled(by: 6 * p2 - 6 * p) + tangents.0.scaled(by: 3 * p2 - 4 * p + 1)
                    + segment.to.scaled(by: -6 * p2 + 6 * p) + tangents.1.scaled(by: 3 * p2 - 2 * p)
                return slope.scaled(by: 1 / d)
            }
        }
    }
}

extension KeyframeTrack where Root == Value {
    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> KeyframeList<Value>) {
        self.init(\.self, content: content)
    }
}

/// A track of keyframes over a root value, type-erased.
public struct AnyKeyframeTrack<Root> {
    let duration: Double
    /// When the track reaches each of its keyframes (the end of each segment), in order.
    let keyframeTimes: [Double]
    let apply: @MainActor (inout Root, Double) -> Void
}

/// The tracks of a timeline.
public protocol Keyframes<Root> {
    associatedtype Root
    @MainActor var _tracks: [AnyKeyframeTrack<Root>] { get }
}

/// Several tracks.
public struct KeyframeTracks<Root>: Keyframes {
    let tracks: [AnyKeyframeTrack<Root>]
    @MainActor public var _tracks: [AnyKeyframeTrack<Root>] { tracks }
}

/// Collects the tracks of a timeline.
@resultBuilder
public enum KeyframesBuilder<Root> {
    @MainActor public static func buildExpression(_ track: some Keyframes<Root>) -> KeyframeTracks<Root> { KeyframeTracks(tracks: track._tracks) }
    public static func buildBlock(_ parts: KeyframeTracks<Root>...) -> KeyframeTracks<Root> {
        KeyframeTracks(tracks: parts.flatMap(\.tracks))
    }
    public static func buildOptional(_ part: KeyframeTracks<Root>?) -> KeyframeTracks<Root> { part ?? KeyframeTracks(tracks: []) }
    public static func buildEither(first: KeyframeTracks<Root>) -> KeyframeTracks<Root> { first }
    public static func buildEither(second: KeyframeTracks<Root>) -> KeyframeTracks<Root> { second }
}

/// Tracks of keyframes over a value, sampled at any time: tracks run in
/// parallel from the initial value, the timeline lasts as long as its longest
/// track, and each track holds its last value after its end.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [AnyKeyframeTrack<Value>]

    @MainActor public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        tracks = content().tracks
    }

    /// The length of the longest track.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The keyframe boundaries: every time after the start at which a track reaches one of its
    /// keyframes, in increasing order, without repeats (the last is the duration).
    var keyframeTimes: [Double] { Array(Set(tracks.flatMap(\.keyframeTimes).filter { $0 > 0 })).sorted() }

    /// The value at `time` (clamped to 0 and the duration).
    @MainActor public func value(time: Double) -> Value {
        var value = initialValue
        let time = min(max(time.isFinite ? time : 0, 0), duration)
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value after `progress` (0…1) of the duration.
    @MainActor public func value(progress: Double) -> Value { value(time: progress * duration) }
}
