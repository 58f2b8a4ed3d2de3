/// What a scroll view's content is doing (`onScrollPhaseChange`).
public enum ScrollPhase: Hashable, Sendable {
    /// At rest.
    case idle
    /// A finger touches the content but has not yet moved it (Flipbook's pans report
    /// `interacting` from their first move).
    case tracking
    /// A finger moves the content.
    case interacting
    /// The content glides on after a finger let go of it.
    case decelerating
    /// The content moves to a position asked for (a `ScrollViewProxy`, a position binding, a
    /// script's `Scroll`).
    case animating

    /// Whether the content is anything but at rest.
    public var isScrolling: Bool { self != .idle }

    /// The phase of a scroll position (as last sampled), after `previous`: moving on after a
    /// finger's pan is decelerating, other motion animating.
    @MainActor
    init(of position: ScrollOffsetState, after previous: ScrollPhase?) {
        if position.isPanned {
            self = .interacting
        } else if position.isMoving {
            self = previous == .interacting || previous == .decelerating ? .decelerating : .animating
        } else {
            self = .idle
        }
    }
}

/// What `onScrollPhaseChange` tells about a phase change beyond the phases.
///
/// Partial: SwiftUI's also has the content's `velocity`, which Flipbook does not know.
public struct ScrollPhaseChangeContext {
    /// The scroll view's geometry when its phase changed.
    public let geometry: ScrollGeometry
}

/// A phase read with the geometry it was read at; readings are the same when their phases are.
private struct ScrollPhaseReading: Equatable {
    let phase: ScrollPhase
    let geometry: ScrollGeometry

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.phase == rhs.phase }
}

/// `onScrollPhaseChange`: a scroll geometry observer reading the phase.
private struct OnScrollPhaseChangeModifier: ViewModifier, WrappingModifier {
    let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let key: PersistentKey<ScrollGeometryObserver<ScrollPhaseReading>> = "scroll.phaseObserver"
        let state = context.persistentState(for: child)
        let observer = state[key] ?? ScrollGeometryObserver(graph: context.graph)
        state[key] = observer
        observer.read = { scroll, time, seen in
            // Sampled first: the sample at an animation's end finishes it, and that frame is at rest.
            let geometry = scroll.geometry(at: scroll.position.presentedOffset(at: time))
            return ScrollPhaseReading(phase: ScrollPhase(of: scroll.position, after: seen?.phase), geometry: geometry)
        }
        observer.action = { old, new in action(old.phase, new.phase, ScrollPhaseChangeContext(geometry: new.geometry)) }
        return ScrollGeometryObserverElement(child: child, id: id, observer: observer)
    }
}

extension View {
    /// Runs `action` with the old and new phase each time the phase of the scroll view this
    /// modifies (or the first one inside it) changes: a finger moving it, its glide, an animated
    /// scroll, rest.
    ///
    /// Partial: a script's finger is never reported `tracking` (its pans are `interacting` from their
    /// first move), and its context has no `velocity`.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(OnScrollPhaseChangeModifier { old, new, _ in action(old, new) })
    }

    /// Runs `action` with the old and new phase and the scroll view's geometry each time its
    /// phase changes.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        modifier(OnScrollPhaseChangeModifier(action: action))
    }
}
