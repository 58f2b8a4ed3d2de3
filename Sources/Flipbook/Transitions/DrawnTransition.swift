/// A built-in transition the graph draws from its progress alone — a transform and an opacity
/// on the view's frame — without resolving the view in each phase: the path `AnyTransition`
/// takes for it. Its `Transition` body says the same in views, for code that composes it.
protocol DrawnTransition: Sendable {
    /// What the transition does at `progress` (0 identity … 1 active) for an insertion or a
    /// removal, on a view of `frame`.
    func effect(progress: Double, isInsertion: Bool, frame: CGRect) -> TransitionEffect
    /// Whether removal changes nothing that animates: the view is removed at once.
    var removalChangesNothing: Bool { get }
}

extension DrawnTransition {
    var removalChangesNothing: Bool { false }
}

/// What a transition does to a view at one moment: a transform and an opacity.
struct TransitionEffect: Sendable {
    var transform = CGAffineTransform.identity
    var opacity = 1.0

    func combined(with other: TransitionEffect) -> TransitionEffect {
        TransitionEffect(transform: transform.concatenating(other.transform), opacity: opacity * other.opacity)
    }
}

extension AnyTransition {
    /// `transition`, drawn by its effect.
    init(drawn transition: some DrawnTransition) {
        self.init { progress, isInsertion, frame in
            transition.effect(progress: progress, isInsertion: isInsertion, frame: frame)
        }
        removalChangesNothing = transition.removalChangesNothing
    }
}
