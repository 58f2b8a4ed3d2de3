import Foundation
import Testing
import FlipbookAnimation

/// Presentation values of a 0 → `delta` change animated by `animation`, sampled at `k/60` s
/// for k in `frames`; `nil` once finished (the attribute shows the model value).
func presentations(_ animation: Animation, delta: Double, frames: ClosedRange<Int>) -> [Int: Double?] {
    var animator = AttributeAnimator(animation: animation, interval: delta, startTime: 0)
    var result: [Int: Double?] = [:]
    for frame in frames {
        result.updateValue(animator.sample(at: Double(frame) / 60).map { delta + $0 }, forKey: frame)
    }
    return result
}

/// The first frame (t = k/60) at which the 0 → `delta` animation has finished.
func firstFinishedFrame(_ animation: Animation, delta: Double, limit: Int = 600) -> Int? {
    var animator = AttributeAnimator(animation: animation, interval: delta, startTime: 0)
    return (0...limit).first { animator.sample(at: Double($0) / 60) == nil }
}

/// Evaluates `animation` once with a fresh context.
func displacement(_ animation: Animation, value: Double, time: Double) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: value, time: time, context: &context)
}

func expectClose(
    _ actual: Double?, _ expected: Double, tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("expected \(expected), got nil", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual - expected) <= tolerance, "\(actual) ≉ \(expected) (± \(tolerance))", sourceLocation: sourceLocation)
}
