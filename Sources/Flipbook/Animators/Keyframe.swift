/// One keyframe of a track: how the value travels from the previous keyframe's
/// value to `to`, and for how long. SwiftUI's keyframe types build these.
public struct KeyframeSegment<Value: Animatable>: @unchecked Sendable {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case move
    }

    let kind: Kind
    let to: Value.AnimatableData
    let duration: Double

    var isCubic: Bool {
        if case .cubic = kind { true } else { false }
    }

    /// The velocity this segment starts with when it starts at `start`, if it does not take it
    /// from the segment before (a spring without a start velocity, a cubic, a move).
    func ownStartVelocity(from start: Value.AnimatableData) -> Value.AnimatableData? {
        switch kind {
        case .linear(let curve): duration > 0 ? (to - start).scaled(by: curve.velocity(at: 0) / duration) : nil
        case .spring(_, let velocity): velocity
        case .cubic, .move: nil
        }
    }
}

/// Keyframes of one track, as a keyframe-track builder collects them.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    /// The segments, in order.
    var _segments: [KeyframeSegment<Value>] { get }
}

/// Interpolates linearly (in the value's `animatableData`), progress shaped by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [KeyframeSegment<Value>]
    @MainActor public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _segments = [KeyframeSegment(kind: .linear(timingCurve), to: to.animatableData, duration: max(0, duration))]
    }
}

/// Moves toward `to` along `spring`; with no duration the segment lasts the spring's settling duration.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [KeyframeSegment<Value>]
    @MainActor public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _segments = [KeyframeSegment(kind: .spring(spring, startVelocity: startVelocity?.animatableData), to: to.animatableData,
                                     duration: max(0, duration ?? spring.settlingDuration))]
    }
}

/// A cubic (Hermite) curve; consecutive cubic keyframes form a Catmull-Rom spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [KeyframeSegment<Value>]
    @MainActor public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _segments = [KeyframeSegment(kind: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData),
                                     to: to.animatableData, duration: max(0, duration))]
    }
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [KeyframeSegment<Value>]
    @MainActor public init(_ to: Value) { _segments = [KeyframeSegment(kind: .move, to: to.animatableData, duration: 0)] }
}

/// Several keyframes in a row.
public struct KeyframeList<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [KeyframeSegment<Value>]
}

/// Collects the keyframes of a track; `for` loops and `if` work inside.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression(_ keyframe: some KeyframeTrackContent<Value>) -> KeyframeList<Value> {
        KeyframeList(_segments: keyframe._segments)
    }
    public static func buildBlock(_ parts: KeyframeList<Value>...) -> KeyframeList<Value> {
        KeyframeList(_segments: parts.flatMap(\._segments))
    }
    public static func buildArray(_ parts: [KeyframeList<Value>]) -> KeyframeList<Value> {
        KeyframeList(_segments: parts.flatMap(\._segments))
    }
    public static func buildOptional(_ part: KeyframeList<Value>?) -> KeyframeList<Value> { part ?? KeyframeList(_segments: []) }
    public static func buildEither(first: KeyframeList<Value>) -> KeyframeList<Value> { first }
    public static func buildEither(second: KeyframeList<Value>) -> KeyframeList<Value> { second }
}
