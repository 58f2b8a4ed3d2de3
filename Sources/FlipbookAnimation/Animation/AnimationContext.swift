/// Contextual values that a custom animation can use to manage state and completion.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The current state of the animation, persisted between calls.
    public var state: AnimationState<Value>

    /// Set to `true` once the animation is logically complete (its completion handlers with
    /// `.logicallyComplete` criteria may run) even though it may still be moving.
    public var isLogicallyComplete: Bool

    /// Creates a context with the given state.
    package init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// Creates a context with the same completion flag and a new state (and value type).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete)
    }
}
