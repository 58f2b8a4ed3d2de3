/// How a view enters and leaves: a drawing effect at full strength when the
/// view is absent ("active") and none once it is in place ("identity").
/// Insertion animates active → identity, removal identity → active.
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
    public static let opacity = AnyTransition { progress, _, _ in TransitionEffect(opacity: 1 - progress) }

    /// Scales up from (nearly) nothing about the centre.
    public static let scale = AnyTransition.scale(scale: 1e-5, anchor: .center)

    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition { progress, _, frame in
            let s = 1 + (scale - 1) * progress
            return TransitionEffect(transform: CGAffineTransform(scaleX: s, y: s).about(anchor, of: frame))
        }
    }

    /// Moves by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition { progress, _, _ in
            TransitionEffect(transform: CGAffineTransform(translationX: offset.width * progress, y: offset.height * progress))
        }
    }

    /// Moves by (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }

    /// Moves by the view's own size toward `edge`.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition { progress, _, frame in
            let (dx, dy): (CGFloat, CGFloat) = switch edge {
            case .top: (0, -frame.height)
            case .bottom: (0, frame.height)
            case .leading: (-frame.width, 0)
            case .trailing: (frame.width, 0)
            }
            return TransitionEffect(transform: CGAffineTransform(translationX: dx * progress, y: dy * progress))
        }
    }

    /// In from the leading edge, out toward the trailing edge.
    public static let slide = AnyTransition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))

    /// In from `edge` and out toward the opposite edge, fading.
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
        return .asymmetric(insertion: .move(edge: edge).combined(with: .opacity),
                           removal: .move(edge: opposite).combined(with: .opacity))
    }

    /// No change: the view appears and disappears at once, even in an animated transaction.
    public static let identity: AnyTransition = {
        var identity = AnyTransition { _, _, _ in TransitionEffect() }
        identity.removalChangesNothing = true
        return identity
    }()

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

/// What a transition does to a view at one moment: a transform and an opacity.
struct TransitionEffect: Sendable {
    var transform = CGAffineTransform.identity
    var opacity = 1.0

    func combined(with other: TransitionEffect) -> TransitionEffect {
        TransitionEffect(transform: transform.concatenating(other.transform), opacity: opacity * other.opacity)
    }
}
