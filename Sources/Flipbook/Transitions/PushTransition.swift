/// Moves the view in from `edge` as it is inserted and out toward the opposite edge as it is
/// removed, fading both ways.
public struct PushTransition: Sendable {
    /// The edge the view comes from.
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }

    /// The edge the view leaves toward.
    private var opposite: Edge {
        switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension PushTransition: Transition {
    public func body(content: Content, phase: TransitionPhase) -> some View {
        // The edge changes only where the move is 0, so it never jumps.
        content
            .modifier(EdgeMoveEffect(edge: phase == .didDisappear ? opposite : edge, amount: phase.isIdentity ? 0 : 1))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension PushTransition: DrawnTransition {
    func effect(progress: Double, isInsertion: Bool, frame: CGRect) -> TransitionEffect {
        MoveTransition(edge: isInsertion ? edge : opposite).effect(progress: progress, isInsertion: isInsertion, frame: frame)
            .combined(with: OpacityTransition().effect(progress: progress, isInsertion: isInsertion, frame: frame))
    }
}

extension Transition where Self == PushTransition {
    /// In from `edge` and out toward the opposite edge, fading.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}
