/// `onScrollVisibilityChange(threshold:_:)`: after each layout of the scroll view around it, and
/// on every frame while its offset moves, the part of the view inside the scroll view's frame
/// (with the content where it shows then) is measured; `action(true)` runs when that part reaches
/// `threshold` of the view and `action(false)` when it falls below (not for the first state).
struct OnScrollVisibilityChangeModifier: ViewModifier, WrappingModifier {
    let threshold: Double
    let action: (Bool) -> Void
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let state = context.persistentState(for: child)
        let watcher = state[ScrollVisibilityWatcher.key] ?? ScrollVisibilityWatcher(graph: context.graph)
        state[ScrollVisibilityWatcher.key] = watcher
        watcher.threshold = threshold
        watcher.action = action
        return ScrollVisibilityElement(child: child, id: id, watcher: watcher)
    }
}

/// What an `onScrollVisibilityChange` remembers across updates: the latest threshold and action,
/// whether the view was last seen visible, and the frames it checks at.
@MainActor
final class ScrollVisibilityWatcher {
    static var key: PersistentKey<ScrollVisibilityWatcher> { "scroll.visibilityWatcher" }

    var threshold = 0.5
    var action: (Bool) -> Void = { _ in }
    unowned let graph: ViewGraph
    private var seen: Bool?
    private var scheduled: Set<Double> = []

    init(graph: ViewGraph) { self.graph = graph }

    /// The part of `frame` (content at rest) inside `viewport` with the content scrolled by `offset`.
    static func visibleFraction(of frame: CGRect, in viewport: CGRect, offset: CGPoint) -> Double {
        guard frame.width > 0, frame.height > 0 else { return 0 }
        let shown = frame.intersection(viewport.offsetBy(dx: offset.x, dy: offset.y))
        return shown.isNull ? 0 : Double(shown.width * shown.height / (frame.width * frame.height))
    }

    /// Checks `element` in `scroll` at `time` (after that time's update), once however often it is asked.
    func check(_ element: Element, in scroll: ScrollOffsetState, at time: Double) {
        guard scheduled.insert(time).inserted else { return }
        graph.actions.schedule(at: time) { [self, weak element] in
            scheduled.remove(time)
            guard let element else { return }
            let fraction = Self.visibleFraction(of: element.frame, in: scroll.viewport, offset: scroll.presentedOffset(at: time))
            let visible = fraction >= threshold
            if let seen, seen != visible { action(visible) }
            seen = visible
            if scroll.isMoving {
                let fps = graph.frameRate
                check(element, in: scroll, at: ((time * fps + 1e-6).rounded(.down) + 1) / fps)
            }
        }
    }
}

/// The element of `onScrollVisibilityChange`, which the scroll view around it checks after placing its content.
final class ScrollVisibilityElement: Element {
    let watcher: ScrollVisibilityWatcher

    init(child: Element, id: ViewID, watcher: ScrollVisibilityWatcher) {
        self.watcher = watcher
        super.init(.modifier, id: id, children: [child])
    }

    override var debugName: String { "OnScrollVisibilityChange" }

    /// Has every watcher in `element` (not inside a nested scroll view) check its view in `scroll`.
    static func checkAll(in element: Element, scroll: ScrollOffsetState, graph: ViewGraph) {
        if let watched = element as? ScrollVisibilityElement { watched.watcher.check(watched, in: scroll, at: graph.time) }
        for child in element.children where !(child is ScrollElement) { checkAll(in: child, scroll: scroll, graph: graph) }
    }
}

extension View {
    /// Runs `action` when this view, inside a scroll view, comes into view (`true`: at least
    /// `threshold` of it shows) or leaves it (`false`), as the scroll view scrolls.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(OnScrollVisibilityChangeModifier(threshold: threshold, action: action))
    }
}
