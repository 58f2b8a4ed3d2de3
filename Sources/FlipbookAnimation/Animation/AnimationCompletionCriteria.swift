/// When an animation counts as complete, for completion handlers: once it is logically complete
/// (a spring is close enough to rest), or once it is removed (nothing of it shows any more).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    let kind: Kind

    /// The animation has logically completed (it may still be settling).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// The animation has finished and been removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}
