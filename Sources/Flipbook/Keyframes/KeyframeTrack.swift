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

    public var _tracks: [AnyKeyframeTrack<Root>] {
        let (keyPath, segments) = (keyPath, segments)
        let duration = segments.reduce(0) { $0 + $1.duration }
        return [AnyKeyframeTrack(duration: duration) { root, time in
            var value = root[keyPath: keyPath]
            value.animatableData = KeyframeTrack.sample(segments, from: value.animatableData, at: time)
            root[keyPath: keyPath] = value
        }]
    }

    /// The value at `time` along `segments` starting from `initial`; the last value holds after the end.
    static func sample(_ segments: [KeyframeSegment<Value>], from initial: Value.AnimatableData, at time: Double) -> Value.AnimatableData {
        var start = initial
        var elapsed = time
        for (index, segment) in segments.enumerated() {
            guard elapsed < segment.duration else {
                start = segment.to
                elapsed -= segment.duration
                continue
            }
            let delta = segment.to - start
            let progress = segment.duration > 0 ? elapsed / segment.duration : 1
            switch segment.kind {
            case .move:
                return segment.to
            case .linear(let curve):
                return start + delta.scaled(by: curve.value(at: progress))
            case let .spring(spring, startVelocity):
                return start + spring.value(target: delta, initialVelocity: startVelocity ?? .zero, time: elapsed)
            case let .cubic(startVelocity, endVelocity):
                // Tangents: given velocities, else Catmull-Rom from the neighbouring keyframes.
                let previous = index > 0 ? (index > 1 ? segments[index - 2].to : initial) : start
                let next = index + 1 < segments.count ? segments[index + 1].to : segment.to
                let m0 = startVelocity?.scaled(by: segment.duration) ?? (segment.to - previous).scaled(by: 0.5)
                let m1 = endVelocity?.scaled(by: segment.duration) ?? (next - start).scaled(by: 0.5)
                let p = progress, p2 = p * p, p3 = p2 * p
                return start.scaled(by: 2 * p3 - 3 * p2 + 1) + m0.scaled(by: p3 - 2 * p2 + p)
                    + segment.to.scaled(by: -2 * p3 + 3 * p2) + m1.scaled(by: p3 - p2)
            }
        }
        return start
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
    let apply: (inout Root, Double) -> Void
}

/// The tracks of a timeline.
public protocol Keyframes<Root> {
    associatedtype Root
    var _tracks: [AnyKeyframeTrack<Root>] { get }
}

/// Several tracks.
public struct KeyframeTracks<Root>: Keyframes {
    public let _tracks: [AnyKeyframeTrack<Root>]
}

/// Collects the tracks of a timeline.
@resultBuilder
public enum KeyframesBuilder<Root> {
    public static func buildExpression(_ track: some Keyframes<Root>) -> KeyframeTracks<Root> { KeyframeTracks(_tracks: track._tracks) }
    public static func buildBlock(_ parts: KeyframeTracks<Root>...) -> KeyframeTracks<Root> {
        KeyframeTracks(_tracks: parts.flatMap(\._tracks))
    }
    public static func buildOptional(_ part: KeyframeTracks<Root>?) -> KeyframeTracks<Root> { part ?? KeyframeTracks(_tracks: []) }
    public static func buildEither(first: KeyframeTracks<Root>) -> KeyframeTracks<Root> { first }
    public static func buildEither(second: KeyframeTracks<Root>) -> KeyframeTracks<Root> { second }
}

/// Tracks of keyframes over a value, sampled at any time: tracks run in
/// parallel from the initial value, the timeline lasts as long as its longest
/// track, and each track holds its last value after its end.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [AnyKeyframeTrack<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        tracks = content()._tracks
    }

    /// The length of the longest track.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value at `time` (clamped to 0 and the duration).
    public func value(time: Double) -> Value {
        var value = initialValue
        let time = min(max(time.isFinite ? time : 0, 0), duration)
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value after `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}
