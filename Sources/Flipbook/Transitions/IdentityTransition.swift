/// No change: the view appears and disappears at once, even in an animated transaction.
public struct IdentityTransition: Sendable {
    public init() {}
}

extension IdentityTransition: Transition {
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension IdentityTransition: DrawnTransition {
    func effect(progress: Double, isInsertion: Bool, frame: CGRect) -> TransitionEffect { TransitionEffect() }
    var removalChangesNothing: Bool { true }
}

extension Transition where Self == IdentityTransition {
    /// No change: the view appears and disappears at once.
    public static var identity: IdentityTransition { IdentityTransition() }
}
