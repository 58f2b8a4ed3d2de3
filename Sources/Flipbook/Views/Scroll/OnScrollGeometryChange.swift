/// `onScrollGeometryChange(for:of:action:)`: watches the first scroll view in its content (or the
/// one it modifies). After each layout, and on every frame while the scroll position animates or a
/// finger moves it, it reads the scroll view's `ScrollGeometry` as shown then, turns it into a
/// value with `transform`, and runs `action(old, new)` when that value differs from the last one
/// (not for the first value), as SwiftUI does while a scroll view scrolls.
struct OnScrollGeometryChangeModifier<Value: Equatable>: ViewModifier, WrappingModifier {
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let state = context.persistentState(for: child)
        let observer = state[ScrollGeometryObserver<Value>.key] ?? ScrollGeometryObserver<Value>(graph: context.graph)
        state[ScrollGeometryObserver<Value>.key] = observer
        observer.transform = transform
        observer.action = action
        return ScrollGeometryObserverElement(child: child, id: id, observer: observer)
    }
}

/// What an `onScrollGeometryChange` remembers across updates: the latest closures, the scroll
/// view it watches, the value it last saw and the frames it checks at.
@MainActor
final class ScrollGeometryObserver<Value: Equatable> {
    static var key: PersistentKey<ScrollGeometryObserver<Value>> { "scroll.geometryObserver" }

    var transform: (ScrollGeometry) -> Value = { _ in fatalError("set when resolved") }
    /// Reads the value from the scroll view at a time and the value last seen, when it is not
    /// the geometry through `transform` (`onScrollPhaseChange`).
    var read: ((ScrollElement, Double, Value?) -> Value)?
    var action: (Value, Value) -> Void = { _, _ in }
    weak var scroll: ScrollElement?
    unowned let graph: ViewGraph
    /// The value last seen (nil: none yet; an optional `Value` is wrapped once more).
    private var seen: Value?
    private var scheduled: Set<Double> = []

    /// An observer that reports a first value different from `seen` too.
    init(graph: ViewGraph, seen: Value? = nil) {
        self.graph = graph
        self.seen = seen
    }

    /// Checks the geometry at `time` (after that time's update), once however often it is asked.
    func check(at time: Double) {
        guard scheduled.insert(time).inserted else { return }
        graph.actions.schedule(at: time) { [self] in
            scheduled.remove(time)
            guard let scroll else { return }
            let value = read?(scroll, time, seen) ?? transform(scroll.geometry(at: scroll.position.presentedOffset(at: time)))
            if let seen, seen != value { action(seen, value) }
            seen = value
            // While the offset animates, every frame shows a new geometry.
            if scroll.position.isMoving {
                let fps = graph.frameRate
                check(at: ((time * fps + 1e-6).rounded(.down) + 1) / fps)
            }
        }
    }
}

/// The element of `onScrollGeometryChange`: after its content is placed, it has the observer
/// check the scroll view's geometry once the update is done.
final class ScrollGeometryObserverElement<Value: Equatable>: Element {
    private let observer: ScrollGeometryObserver<Value>
    /// The scroll view to watch, if not the first one in the content.
    private weak var watched: ScrollElement?

    init(child: Element, id: ViewID, observer: ScrollGeometryObserver<Value>, watching watched: ScrollElement? = nil) {
        self.observer = observer
        self.watched = watched
        super.init(.modifier, id: id, children: [child])
    }

    override var debugName: String { "OnScrollGeometryChange" }

    override func placeChildren(in frame: CGRect) {
        super.placeChildren(in: frame)
        guard !observer.graph.isPresenting else { return }
        observer.scroll = watched ?? Self.firstScrollView(in: self)
        observer.check(at: observer.graph.time)
    }

    private static func firstScrollView(in element: Element) -> ScrollElement? {
        if let scroll = element as? ScrollElement { return scroll }
        for child in element.children {
            if let found = firstScrollView(in: child) { return found }
        }
        return nil
    }
}

extension View {
    /// Runs `action` with the old and new value each time the value `transform` makes of the
    /// geometry of the scroll view this modifies (or the first one inside it) changes: as it is
    /// scrolled, dragged, resized or its content changes.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(OnScrollGeometryChangeModifier(transform: transform, action: action))
    }
}
