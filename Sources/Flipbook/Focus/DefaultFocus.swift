/// Which value to give a focus state when the view appears and nothing in the scene has focus
/// (`defaultFocus($field, .email)`), so the field bound to that value takes focus, as iOS 17
/// does for the fields of a sheet or screen coming up. Evaluated once, as an action after the
/// update in which the view appears.
struct DefaultFocusModifier<Value: Hashable>: ViewModifier, WrappingModifier {
    let binding: FocusState<Value>.Binding
    let value: Value
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        guard !child.traits.isDeparting else { return child }
        let state = context.persistentState(for: child)
        guard state[.defaultFocusEvaluated] == nil else { return child }
        state[.defaultFocusEvaluated] = true
        let (binding, value, graph) = (binding, value, context.graph)
        graph.actions.enqueue {
            if graph.focus.holder == nil, binding.wrappedValue == binding.blank { binding.wrappedValue = value }
        }
        return child
    }
}

/// When default focus applies (`defaultFocus(_:_:priority:)`).
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let name: String

    /// When focus is set up or moved by the app, not by keyboard navigation.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Whenever focus moves into the region.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// Gives `binding` the value `value` when this view appears while nothing in the scene has
    /// focus: the field `focused($binding, equals: value)` marks takes focus.
    /// Partial: evaluated once, when the view appears; `priority` changes nothing.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        modifier(DefaultFocusModifier(binding: binding, value: value))
    }
}

extension PersistentKey {
    /// Set once a view's default focus has been evaluated.
    fileprivate static var defaultFocusEvaluated: PersistentKey<Bool> { "defaultFocusEvaluated" }
}
