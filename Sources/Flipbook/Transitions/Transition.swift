/// Where a view is in its transition: about to be inserted, in place, or removed.
public enum TransitionPhase: Hashable, Sendable {
    /// Before insertion: the view is resolved like this first, then animates to `identity`.
    case willAppear
    /// On screen.
    case identity
    /// Removed: the view animates from `identity` to this, then is gone.
    case didDisappear

    public var isIdentity: Bool { self == .identity }

    /// −1 before insertion, 0 on screen, 1 after removal.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// A transition written as a view: `body(content:phase:)` describes the view in each phase, and
/// every animatable attribute that differs between phases animates when the view is inserted
/// or removed.
///
///     struct Twirl: Transition {
///         func body(content: Content, phase: TransitionPhase) -> some View {
///             content
///                 .scaleEffect(phase.isIdentity ? 1 : 0.5)
///                 .rotationEffect(.degrees(phase == .willAppear ? 360 : 0))
///         }
///     }
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
}

/// The view-building part of a transition, type-erased (used only on the main actor).
final class ViewTransitionPart: @unchecked Sendable {
    let body: @MainActor (_ content: any View, _ phase: TransitionPhase) -> any View

    init(_ body: @escaping @MainActor (any View, TransitionPhase) -> any View) { self.body = body }

    @MainActor convenience init<T: Transition>(_ transition: T) {
        self.init { content, phase in transition.body(content: PlaceholderContentView<T>(content: content, upstream: nil), phase: phase) }
    }

    /// `inner` applied first, then `outer`; nil when neither exists.
    static func composed(_ inner: ViewTransitionPart?, _ outer: ViewTransitionPart?) -> ViewTransitionPart? {
        guard let inner, let outer else { return inner ?? outer }
        return ViewTransitionPart { content, phase in outer.body(inner.body(content, phase), phase) }
    }
}

/// A branch's content inside its transition's view part, for one phase.
struct PhasedContent: View, PrimitiveView {
    let content: any View
    let part: ViewTransitionPart
    let phase: TransitionPhase
    typealias Body = Never
    func resolve(in context: ResolveContext) -> [Element] { context.resolve(part.body(content, phase)) }
}

extension AnyTransition {
    /// A transition from a ``Transition`` value: a built-in one is drawn by its effect, any other
    /// resolves the view inside its body in each phase.
    @MainActor public init<T: Transition>(_ transition: T) {
        if let drawn = transition as? any DrawnTransition {
            self.init(drawn: drawn)
        } else {
            self.init { _, _, _ in TransitionEffect() }
            viewPart = ViewTransitionPart(transition)
        }
    }

    /// `active` while the view is absent and `identity` while it is there; what differs between
    /// them animates (both are the same modifier type, so the view keeps its identity).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let modifiers = TransitionModifiers(active: active, identity: identity)
        var transition = AnyTransition { _, _, _ in TransitionEffect() }
        transition.viewPart = ViewTransitionPart { content, phase in
            PlaceholderContentView<E>(content: content, upstream: nil)
                .modifier(phase.isIdentity ? modifiers.identity : modifiers.active)
        }
        return transition
    }
}

/// The two modifiers of `.modifier(active:identity:)`; only ever used on the main actor, where
/// views are resolved.
private struct TransitionModifiers<E: ViewModifier>: @unchecked Sendable {
    let active: E
    let identity: E
}

extension View {
    /// How this view is inserted and removed, as a ``Transition``.
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}

/// Views whose `.transition` (the outermost, seen through modifiers) can be read before resolving.
@MainActor
protocol TransitionDeclaring {
    var declaredTransition: AnyTransition? { get }
}

extension ModifiedContent: TransitionDeclaring where Content: View, Modifier: ViewModifier {
    var declaredTransition: AnyTransition? {
        if let modifier = modifier as? TransitionModifier { return modifier.transition }
        return (content as? any TransitionDeclaring)?.declaredTransition
    }
}

/// Views that hand a `.transition` applied around them on to their branches (article 003:
/// `Group` and `ForEach` distribute it; other containers do not).
@MainActor
protocol DistributesTransition {}
extension ModifiedContent: DistributesTransition {}
extension Group: DistributesTransition {}
extension ForEach: DistributesTransition {}
extension _ConditionalContent: DistributesTransition {}
extension Optional: DistributesTransition {}
extension TupleView: DistributesTransition {}
extension AnyView: DistributesTransition {}
