/// The focus of one text field: whether it has it, and how to give or take it.
struct FieldFocus {
    let isFocused: Bool
    let set: @MainActor (Bool) -> Void
}

extension FieldFocus {
    /// The focus of a field whose own `@FocusState` is `own`: the one a `focused` modifier around
    /// it binds, or else its own.
    @MainActor init(of environment: EnvironmentValues, own: FocusState<Bool>) {
        let binding = own.projectedValue
        // The field's own focus storage outlives the field's view values, so it names the field.
        let field = own.box.storage.map(ObjectIdentifier.init) ?? ObjectIdentifier(own.box)
        if let region = environment.focusRegion {
            self = region.focus(field)
        } else {
            self.init(isFocused: binding.wrappedValue) { binding.wrappedValue = $0 }
        }
    }
}

/// The fields inside a `focused` modifier: each field asks it for its focus, naming itself, so
/// that of several fields inside, one has the focus (the one tapped, or else the first).
struct FocusRegion {
    let focus: @MainActor (_ field: ObjectIdentifier) -> FieldFocus
}

private enum FocusRegionKey: EnvironmentKey { static var defaultValue: FocusRegion? { nil } }

extension EnvironmentValues {
    /// The focus binding of the fields here (`focused(_:)`, `focused(_:equals:)`); nil where none is
    /// bound and a field keeps its own.
    var focusRegion: FocusRegion? {
        get { self[FocusRegionKey.self] }
        set { self[FocusRegionKey.self] = newValue }
    }
}

struct FocusedModifier<Value: Hashable>: ViewModifier, EnvironmentModifier {
    let binding: FocusState<Value>.Binding
    let value: Value
    typealias Body = Never

    func transform(_ environment: inout EnvironmentValues) {
        let (binding, value) = (binding, value)
        environment.focusRegion = FocusRegion { field in
            FieldFocus(isFocused: binding.box.isHeld(at: value, by: field)) { focused in
                if focused {
                    binding.box.give(value, to: field)
                } else if binding.wrappedValue == value {
                    binding.wrappedValue = binding.blank
                }
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
