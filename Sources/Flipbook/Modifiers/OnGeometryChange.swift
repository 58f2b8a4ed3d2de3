/// `onGeometryChange`: after its content is placed, the value `transform` makes of the view's
/// geometry; when it differs from the last one (and the first time), the action is queued to run
/// after the update, as `onChange` actions are.
final class GeometryChangeElement<Value: Equatable>: Element {
    private let state: PersistentState
    private unowned let graph: ViewGraph
    private let spaces: NamedCoordinateSpaces?
    private let transform: (GeometryProxy) -> Value
    private let action: (_ old: Value, _ new: Value) -> Void

    /// The value seen last (boxed: an optional `Value` cannot be confused with "none yet").
    private struct Seen { let value: Value }
    private static var seen: PersistentKey<Seen> { "geometryChange" }

    init(child: Element, id: ViewID, state: PersistentState, graph: ViewGraph, spaces: NamedCoordinateSpaces?,
         transform: @escaping (GeometryProxy) -> Value, action: @escaping (_ old: Value, _ new: Value) -> Void) {
        self.state = state
        self.graph = graph
        self.spaces = spaces
        self.transform = transform
        self.action = action
        super.init(.modifier, id: id, children: [child])
    }

    override var debugName: String { "OnGeometryChange" }
    override var passesSizeThrough: Bool { true }

    override func placeChildren(in frame: CGRect) {
        super.placeChildren(in: frame)
        guard !graph.isPresenting else { return }
        let value = transform(GeometryProxy(size: frame.size, globalFrame: frame, namedSpaces: spaces?.frames ?? [:]))
        let old = state[Self.seen]?.value
        if old == value { return }
        state[Self.seen] = Seen(value: value)
        let action = action
        graph.actions.enqueue { action(old ?? value, value) }
    }
}

struct GeometryChangeModifier<Value: Equatable>: ViewModifier, WrappingModifier {
    let transform: (GeometryProxy) -> Value
    let action: (_ old: Value, _ new: Value) -> Void
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        GeometryChangeElement(child: child, id: id, state: context.persistentState(for: child), graph: context.graph,
                              spaces: context.environment.coordinateSpaces, transform: transform, action: action)
    }
}

extension View {
    /// Runs `action` with the value `transform` makes of this view's geometry once it is first
    /// laid out, and after each layout that changes it (never during an animation's frames: the
    /// geometry is the layout's, at the animation's end).
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// Runs `action` with the old and new values `transform` makes of this view's geometry when a
    /// layout changes it (and once with the first value as both).
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                          action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}
