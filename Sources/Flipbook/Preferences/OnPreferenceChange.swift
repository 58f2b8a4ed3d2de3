/// Runs an action when the combined value its content sets for `Key` changes, and once with the
/// first value. The value is read after layout (a `GeometryReader`'s content sets its values
/// then), and the action runs after the update, as `onChange` actions do.
struct OnPreferenceChangeModifier<Key: PreferenceKey>: ViewModifier, WrappingModifier where Key.Value: Equatable {
    let action: @MainActor (Key.Value) -> Void
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        PreferenceObserverElement<Key>(child: child, id: id, state: context.persistentState(for: child),
                                       graph: context.graph, action: action)
    }
}

/// The element of `onPreferenceChange`: after its content is placed, it combines the values set
/// below it and queues the action when they differ from the ones it last saw.
final class PreferenceObserverElement<Key: PreferenceKey>: Element where Key.Value: Equatable {
    private let state: PersistentState
    private unowned let graph: ViewGraph
    private let action: @MainActor (Key.Value) -> Void

    /// The value seen last (boxed: an optional `Value` cannot be confused with "none yet").
    private struct Seen { let value: Key.Value }
    private static var seen: PersistentKey<Seen> { "preference" }

    init(child: Element, id: ViewID, state: PersistentState, graph: ViewGraph, action: @escaping @MainActor (Key.Value) -> Void) {
        self.state = state
        self.graph = graph
        self.action = action
        super.init(.modifier, id: id, children: [child])
    }

    override var debugName: String { "OnPreferenceChange" }

    override func placeChildren(in frame: CGRect) {
        super.placeChildren(in: frame)
        guard !graph.isPresenting else { return }
        let value = Key.combined(Element.preferenceValues(Key.self, in: children))
        if let seen = state[Self.seen], seen.value == value { return }
        state[Self.seen] = Seen(value: value)
        let action = action
        graph.actions.enqueue { action(value) }
    }
}

extension View {
    /// Runs `action` with the value of the preference `key` that this view's content sets
    /// (combined by the key's `reduce`) once it is laid out, and again each time it changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping @MainActor (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(OnPreferenceChangeModifier<K>(action: action))
    }
}
