/// The focus of the text field inside a `focused` modifier: whether it has it, and how to give
/// or take it.
struct FieldFocus {
    let isFocused: Bool
    let set: @MainActor (Bool) -> Void
}

extension FieldFocus {
    /// A field's own focus, kept in its own `@FocusState` when no `focused` modifier binds it.
    @MainActor init(own binding: FocusState<Bool>.Binding) {
        self.init(isFocused: binding.wrappedValue) { binding.wrappedValue = $0 }
    }
}

private enum FieldFocusKey: EnvironmentKey { static var defaultValue: FieldFocus? { nil } }

extension EnvironmentValues {
    /// The focus binding of the fields here (`focused(_:)`, `focused(_:equals:)`); nil where none is
    /// bound and a field keeps its own.
    var fieldFocus: FieldFocus? {
        get { self[FieldFocusKey.self] }
        set { self[FieldFocusKey.self] = newValue }
    }
}

struct FocusedModifier<Value: Hashable>: ViewModifier, EnvironmentModifier {
    let binding: FocusState<Value>.Binding
    let value: Value
    typealias Body = Never

    func transform(_ environment: inout EnvironmentValues) {
        let (binding, value) = (binding, value)
        environment.fieldFocus = FieldFocus(isFocused: binding.wrappedValue == value) { focused in
            if focused {
                binding.wrappedValue = value
            } else if binding.wrappedValue == value {
                binding.wrappedValue = binding.blank
            }
        }
    }
}

extension View {
    /// Binds the focus of the text field in this view to `condition`: true while it has focus;
    /// setting it true focuses the field, false takes the focus away.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(binding: condition, value: true))
    }

    /// Binds the focus of the text field in this view to `binding`: it equals `value` while the
    /// field has focus; setting it to `value` focuses the field.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(binding: binding, value: value))
    }
}
