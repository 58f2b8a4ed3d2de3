/// How a view enters and leaves: a drawing effect at full strength when the
/// view is absent ("active") and none once it is in place ("identity").
/// Insertion animates active → identity, removal identity → active. The built-in ones are
/// `Transition` values (`OpacityTransition`, …) drawn by their effect (`DrawnTransition`).
public struct AnyTransition: Sendable {
    /// The effect at `progress` (0 identity … 1 active) for an insertion or a removal, on a view of `frame`.
    let effect: @Sendable (_ progress: Double, _ isInsertion: Bool, _ frame: CGRect) -> TransitionEffect
    /// An animation replacing the transaction's for this transition.
    var animation: Animation?
    /// For transitions written as views (``Transition``, `.modifier(active:identity:)`): the branch
    /// is resolved inside it, in the phase it is in.
    var viewPart: ViewTransitionPart?
    /// Whether removal changes nothing that animates (`.identity`): the view is removed at once,
    /// as SwiftUI does with a transition that applies no animatable change.
    var removalChangesNothing = false

    init(_ effect: @escaping @Sendable (Double, Bool, CGRect) -> TransitionEffect) { self.effect = effect }

    /// Fades in and out (SwiftUI's default).
    public static let opacity = AnyTransition(drawn: OpacityTransition())

    /// Scales up from (nearly) nothing about the centre.
    public static let scale = AnyTransition(drawn: ScaleTransition(1e-5))

    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(drawn: ScaleTransition(scale, anchor: anchor))
    }

    /// Moves by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(drawn: OffsetTransition(offset)) }

    /// Moves by (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }

    /// Moves by the view's own size toward `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(drawn: MoveTransition(edge: edge)) }

    /// In from the leading edge, out toward the trailing edge.
    public static let slide = AnyTransition(drawn: SlideTransition())

    /// In from `edge` and out toward the opposite edge, fading.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(drawn: PushTransition(edge: edge)) }

    /// No change: the view appears and disappears at once, even in an animated transaction.
    public static let identity = AnyTransition(drawn: IdentityTransition())

    /// `insertion` when the view is inserted, `removal` when it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        var result = AnyTransition { progress, isInsertion, frame in
            (isInsertion ? insertion : removal).effect(progress, isInsertion, frame)
        }
        // Both view parts stay applied in every phase (so the view keeps its identity); each sees
        // only its own half of the transition.
        result.viewPart = ViewTransitionPart.composed(
            insertion.viewPart.map { part in ViewTransitionPart { part.body($0, $1 == .willAppear ? .willAppear : .identity) } },
            removal.viewPart.map { part in ViewTransitionPart { part.body($0, $1 == .didDisappear ? .didDisappear : .identity) } })
        result.removalChangesNothing = removal.removalChangesNothing
        return result
    }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        let first = self
        var result = AnyTransition { progress, isInsertion, frame in
            first.effect(progress, isInsertion, frame).combined(with: other.effect(progress, isInsertion, frame))
        }
        result.viewPart = ViewTransitionPart.composed(viewPart, other.viewPart)
        result.removalChangesNothing = removalChangesNothing && other.removalChangesNothing
        return result
    }

    /// This transition with its own animation, whatever the transaction's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }
}
