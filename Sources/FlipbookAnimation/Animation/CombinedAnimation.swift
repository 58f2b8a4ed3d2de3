import Foundation

/// Runs non-merging animations that interrupted each other (reference §2 "Interruption",
/// OpenSwiftUI `DefaultCombiningAnimation.swift`).
///
/// Entry i animates from the value the previous entries reached toward its cumulative target
/// Tᵢ (old interval, old + new, …), starting at its own start time:
/// `r = 0; rᵢ = animᵢ(Tᵢ − r, t − startᵢ) ?? (Tᵢ − r); r += rᵢ`. Finished, and logically
/// complete, when the last entry is.
package struct CombinedAnimation: MirroredAnimation {
    package struct Entry: Hashable, Sendable {
        package var animation: Animation
        /// Start time, relative to the start of the first entry.
        package var startTime: Double
    }

    package private(set) var entries: [Entry]

    /// Chains `next` (animating `nextInterval`, starting at `elapsed`) after `previous`
    /// (animating `interval`, with `state`). Replaces `state` with the combined state.
    package static func combine<V: VectorArithmetic>(
        previous: Animation, state: inout AnimationState<V>, interval: V,
        next: Animation, nextInterval: V, elapsed: Double
    ) -> Animation {
        let target = interval + nextInterval
        if var combined = previous.as(CombinedAnimation.self) {
            combined.entries.append(Entry(animation: next, startTime: elapsed))
            state[CombinedState<V>.self].entries.append(CombinedState.Entry(target: target))
            return Animation(combined)
        }
        var combinedState = CombinedState<V>()
        combinedState.entries = [
            CombinedState.Entry(target: interval, state: state),
            CombinedState.Entry(target: target),
        ]
        state = AnimationState()
        state[CombinedState<V>.self] = combinedState
        return Animation(CombinedAnimation(entries: [
            Entry(animation: previous, startTime: 0),
            Entry(animation: next, startTime: elapsed),
        ]))
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var combinedState = context.state[CombinedState<V>.self]
        guard combinedState.entries.count == entries.count else { return nil }
        var result = V.zero
        var lastIsRunning = false
        for index in entries.indices {
            let target = combinedState.entries[index].target
            guard let entryState = combinedState.entries[index].state else {
                result = target
                lastIsRunning = false
                continue
            }
            let remaining = target - result
            var entryContext = context.withState(entryState)
            entryContext.isLogicallyComplete = false
            let entry = entries[index]
            if let progress = entry.animation.animate(
                value: remaining, time: time - entry.startTime, context: &entryContext
            ) {
                combinedState.entries[index].state = entryContext.state
                result += progress
                lastIsRunning = true
            } else {
                combinedState.entries[index].state = nil
                result = target
                lastIsRunning = false
            }
            if index == entries.count - 1 {
                context.isLogicallyComplete = entryContext.isLogicallyComplete
            }
        }
        context.state[CombinedState<V>.self] = combinedState
        return lastIsRunning ? result : nil
    }

    func typeName(qualified: Bool) -> String {
        "DefaultCombiningAnimation".qualified(qualified)
    }

    var fieldsDescription: String {
        let list = entries.map { "(animation: \($0.animation.qualifiedDescription), elapsed: \($0.startTime))" }
        return "entries: [\(list.joined(separator: ", "))]"
    }
}

/// Cumulative targets and per-entry states of a ``CombinedAnimation``; a `nil` state marks a
/// finished entry.
struct CombinedState<V: VectorArithmetic>: AnimationStateKey {
    struct Entry {
        var target: V
        var state: AnimationState<V>? = AnimationState()
    }

    var entries: [Entry] = []

    static var defaultValue: CombinedState<V> { CombinedState() }
}
