/// Scales the view from `scale` about `anchor` as it is inserted, and back to it as it is removed.
public struct ScaleTransition: Sendable {
    /// The view's scale while it is absent.
    public var scale: Double
    /// The point of the view's frame it is scaled about.
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
}

extension ScaleTransition: Transition {
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(CGFloat(phase.isIdentity ? 1 : scale), anchor: anchor)
    }
}

extension ScaleTransition: DrawnTransition {
    func effect(progress: Double, isInsertion: Bool, frame: CGRect) -> TransitionEffect {
        let s = 1 + (scale - 1) * progress
        return TransitionEffect(transform: CGAffineTransform(scaleX: s, y: s).about(anchor, of: frame))
    }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view up from (nearly) nothing about its centre: a scale of exactly 0 would
    /// leave nothing to draw while it animates.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }

    /// Scales the view from `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
        ScaleTransition(scale, anchor: anchor)
    }
}
