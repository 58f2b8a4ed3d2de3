struct OnChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
    let value: V
    let initial: Bool
    let action: @MainActor (V, V) -> Void
    typealias Body = Never

    /// The value seen last update (boxed, so an optional `V` cannot be confused with "none yet").
    private struct Remembered { let value: V }
    private static var remembered: PersistentKey<Remembered> { "onChange" }

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        let state = context.persistentState
        let previous = state[Self.remembered]?.value
        state[Self.remembered] = Remembered(value: value)
        if let previous, previous != value {
            let (old, new, action) = (previous, value, action)
            context.graph.actions.enqueue { action(old, new) }
        } else if previous == nil, initial {
            let (new, action) = (value, action)
            context.graph.actions.enqueue { action(new, new) }
        }
        return context.resolveChild(content, component: .content)
    }
}

extension View {
    /// Runs `action` with the old and new value after an update in which `value`
    /// changed (and once when the view appears, if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after an update in which `value` changed (and once on appearance, if `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }
}
