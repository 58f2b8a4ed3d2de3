/// Moves the view in from the leading edge as it is inserted and out toward the trailing edge
/// as it is removed.
public struct SlideTransition: Sendable {
    public init() {}
}

extension SlideTransition: Transition {
    public func body(content: Content, phase: TransitionPhase) -> some View {
        // The edge changes only where the move is 0, so it never jumps.
        content.modifier(EdgeMoveEffect(edge: phase == .didDisappear ? .trailing : .leading, amount: phase.isIdentity ? 0 : 1))
    }
}

extension SlideTransition: DrawnTransition {
    func effect(progress: Double, isInsertion: Bool, frame: CGRect) -> TransitionEffect {
        MoveTransition(edge: isInsertion ? .leading : .trailing).effect(progress: progress, isInsertion: isInsertion, frame: frame)
    }
}

extension Transition where Self == SlideTransition {
    /// In from the leading edge, out toward the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}
