/// Fades the view in as it is inserted and out as it is removed (SwiftUI's default transition).
public struct OpacityTransition: Sendable {
    public init() {}
}

extension OpacityTransition: Transition {
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

extension OpacityTransition: DrawnTransition {
    func effect(progress: Double, isInsertion: Bool, frame: CGRect) -> TransitionEffect {
        TransitionEffect(opacity: 1 - progress)
    }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}
