import Foundation

/// `Animation.repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`
/// (reference §1.6, OpenSwiftUI `RepeatAnimation.swift`).
///
/// When a pass of the base finishes, the next pass starts at that frame's time (passes drift
/// by up to a frame), and that frame shows the finished pass's end value. Odd passes run
/// reversed when `autoreverses`. `repeatCount` 0 and 1 both play once.
package struct RepeatAnimation: MirroredAnimationModifier {
    package var base: Animation
    /// Number of passes, or `nil` to repeat forever.
    package var repeatCount: Int?
    package var autoreverses: Bool

    package init(base: Animation, repeatCount: Int?, autoreverses: Bool) {
        self.base = base
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[RepeatState<V>.self]
        let reversed = autoreverses && !state.index.isMultiple(of: 2)
        var baseContext = context.withState(state.baseState)
        if let progress = base.animate(value: value, time: time - state.timeOffset, context: &baseContext) {
            state.baseState = baseContext.state
            context.state[RepeatState<V>.self] = state
            if isFinalPass(state.index) && baseContext.isLogicallyComplete {
                context.isLogicallyComplete = true
            }
            return reversed ? value - progress : progress
        }
        // The pass ended: the next one starts now, from a fresh base state.
        state = RepeatState(index: state.index + 1, timeOffset: time, baseState: AnimationState())
        context.state[RepeatState<V>.self] = state
        if let repeatCount, state.index >= repeatCount { return nil }
        return reversed ? .zero : value
    }

    private func isFinalPass(_ index: Int) -> Bool {
        repeatCount.map { index >= $0 - 1 } ?? false
    }

    var modifierName: String { "RepeatAnimation" }
    var modifierFields: String {
        "repeatCount: \(repeatCount.map { "Optional(\($0))" } ?? "nil"), autoreverses: \(autoreverses)"
    }
}

/// The pass index, the start time of the current pass and the base's own state.
struct RepeatState<V: VectorArithmetic>: AnimationStateKey {
    var index = 0
    var timeOffset = 0.0
    var baseState = AnimationState<V>()

    static var defaultValue: RepeatState<V> { RepeatState() }
}
