/// Moves the view in from `offset` as it is inserted, and out by it as it is removed.
public struct OffsetTransition: Sendable {
    /// How far the view is moved while it is absent.
    public var offset: CGSize

    public init(_ offset: CGSize) { self.offset = offset }
}

extension OffsetTransition: Transition {
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

extension OffsetTransition: DrawnTransition {
    func effect(progress: Double, isInsertion: Bool, frame: CGRect) -> TransitionEffect {
        TransitionEffect(transform: CGAffineTransform(translationX: offset.width * progress, y: offset.height * progress))
    }
}

extension Transition where Self == OffsetTransition {
    /// Moves the view by `offset`.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }

    /// Moves the view by (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}
