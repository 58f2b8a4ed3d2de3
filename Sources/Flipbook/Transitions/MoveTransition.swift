/// Moves the view in from `edge` as it is inserted and out toward it as it is removed, by the
/// view's own size.
public struct MoveTransition: Sendable {
    /// The edge the view comes from and goes to.
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }
}

extension MoveTransition: Transition {
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EdgeMoveEffect(edge: edge, amount: phase.isIdentity ? 0 : 1))
    }
}

extension MoveTransition: DrawnTransition {
    func effect(progress: Double, isInsertion: Bool, frame: CGRect) -> TransitionEffect {
        TransitionEffect(transform: EdgeMoveEffect.move(toward: edge, by: progress, size: frame.size))
    }
}

extension Transition where Self == MoveTransition {
    /// Moves the view in from `edge` and out toward it.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

/// Moves its view `amount` times its own size toward `edge` (0: in place); the bodies of the
/// moving transitions.
struct EdgeMoveEffect: GeometryEffect {
    var edge: Edge
    var amount: CGFloat

    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(Self.move(toward: edge, by: amount, size: size))
    }

    /// A move of `amount` times `size` toward `edge`.
    nonisolated static func move(toward edge: Edge, by amount: CGFloat, size: CGSize) -> CGAffineTransform {
        let (dx, dy): (CGFloat, CGFloat) = switch edge {
        case .top: (0, -size.height)
        case .bottom: (0, size.height)
        case .leading: (-size.width, 0)
        case .trailing: (size.width, 0)
        }
        return CGAffineTransform(translationX: dx * amount, y: dy * amount)
    }
}
