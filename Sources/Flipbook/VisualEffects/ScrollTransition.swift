import FlipbookDisplayList

/// Where a view is in its scroll view, for `scrollTransition`: `.identity` while it is wholly
/// visible, `.topLeading` or `.bottomTrailing` as it leaves by that edge.
public enum ScrollTransitionPhase: Sendable, Hashable {
    case topLeading
    case identity
    case bottomTrailing

    /// Whether the view is wholly visible.
    public var isIdentity: Bool { self == .identity }

    /// −1 at the top-leading phase, 0 at identity, 1 at the bottom-trailing phase.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a `scrollTransition` moves between its phases: `.interactive` follows the scrolling
/// (half way out of sight, half way to the edge phase's effect), `.animated` switches to the
/// edge phase once the view is half out of sight (Flipbook switches without animating),
/// `.identity` never leaves the identity phase.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case interactive, animated, identity }
    let kind: Kind

    public static let interactive = ScrollTransitionConfiguration(kind: .interactive)
    public static let animated = ScrollTransitionConfiguration(kind: .animated)
    public static let identity = ScrollTransitionConfiguration(kind: .identity)

    /// How far toward the edge phase a view `outside` of its length out of sight is (0…1).
    func progress(_ outside: Double) -> Double {
        switch kind {
        case .interactive: outside
        case .animated: outside >= 0.5 ? 1 : 0
        case .identity: 0
        }
    }
}

/// The element of `scrollTransition`: each frame, where the view is in its scroll view's visible
/// area (the scroll offset as drawn then) gives the phase and how far into it the view is; the
/// effect the closure gives is drawn interpolated that far from the identity's.
final class ScrollTransitionElement: Element {
    private let position: ScrollOffsetState?
    private let axis: Axis?
    private let topLeading: ScrollTransitionConfiguration
    private let bottomTrailing: ScrollTransitionConfiguration
    private let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> VisualEffectSteps

    init(position: ScrollOffsetState?, axis: Axis?, topLeading: ScrollTransitionConfiguration,
         bottomTrailing: ScrollTransitionConfiguration,
         transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> VisualEffectSteps, child: Element, id: ViewID) {
        self.position = position
        self.axis = axis
        self.topLeading = topLeading
        self.bottomTrailing = bottomTrailing
        self.transition = transition
        super.init(.effect, id: id, children: [child])
    }

    override var debugName: String { "ScrollTransition" }

    /// The phase at `time` and how far into it (0…1) the view is.
    private func phase(at time: Double) -> (ScrollTransitionPhase, Double) {
        guard let position else { return (.identity, 0) }
        let along = axis ?? (position.maxOffset.x > 0 ? .horizontal : .vertical)
        let offset = position.presentedOffset(at: time)[along]
        let start = (along == .horizontal ? frame.minX : frame.minY) - offset, length = frame.size[along]
        let visibleStart = along == .horizontal ? position.viewport.minX : position.viewport.minY
        let visibleEnd = visibleStart + position.viewport.size[along]
        guard length > 0 else { return (.identity, 0) }
        if start < visibleStart {
            return (.topLeading, topLeading.progress(min(1, (visibleStart - start) / length)))
        }
        if start + length > visibleEnd {
            return (.bottomTrailing, bottomTrailing.progress(min(1, (start + length - visibleEnd) / length)))
        }
        return (.identity, 0)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var inner: [DisplayItem] = []
        super.draw(into: &inner, at: time)
        let (phase, progress) = phase(at: time)
        let identity = transition(EmptyVisualEffect(), .identity)
        let steps = progress == 0 ? identity
            : VisualEffectSteps.interpolating(identity, transition(EmptyVisualEffect(), phase), by: progress)
        steps.draw(inner, in: frame, into: &items)
    }
}

struct ScrollTransitionModifier: ViewModifier, WrappingModifier {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> VisualEffectSteps
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        ScrollTransitionElement(position: context.environment.enclosingScrollPosition, axis: axis, topLeading: topLeading,
                                bottomTrailing: bottomTrailing, transition: transition, child: child, id: id)
    }
}

extension View {
    /// Changes how this view looks as it scrolls in and out of sight in its scroll view: the
    /// effect `transition` gives for the phase (`.identity` while wholly visible, `.topLeading` or
    /// `.bottomTrailing` as it leaves by that edge), along `axis` (nil: the scroll view's).
    ///
    ///     .scrollTransition { content, phase in
    ///         content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(phase.isIdentity ? 1 : 0.8)
    ///     }
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// A `scrollTransition` with one configuration for each edge.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        modifier(ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis) {
            transition($0, $1).visualEffectSteps
        })
    }
}
