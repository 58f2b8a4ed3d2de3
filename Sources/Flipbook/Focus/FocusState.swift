/// Which field of a view has the keyboard focus: `Bool` for one field (`.focused($isFocused)`), an
/// optional `Hashable` for several (`.focused($field, equals: .email)`; nil when none has it).
/// Setting it moves the focus (and takes it from whatever held it elsewhere in the scene); a
/// script's `Tap` on a field and its `TypeText` give the field focus, and return takes it away
/// before the field's `onSubmit` actions run, so `onSubmit { field = .password }` moves it on.
///
///     @FocusState private var field: Field?
@propertyWrapper @MainActor @preconcurrency
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<FocusStorage<Value>>

    /// A focus state for one field: true while it has focus.
    public init() where Value == Bool { box = StateBox(initial: false) }

    /// A focus state for several fields: the value of the focused one, nil while none is.
    public init<T: Hashable>() where Value == T? { box = StateBox(initial: nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// What `focused(_:)` and `focused(_:equals:)` take: `$field`.
    public var projectedValue: Binding {
        Binding(box: box)
    }

    /// A focus state as `focused` modifiers read and write it.
    @propertyWrapper @MainActor @preconcurrency
    public struct Binding {
        let box: StateBox<FocusStorage<Value>>

        /// The value meaning that none of the fields bound to it has focus.
        var blank: Value { box.initial }

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

extension FocusState: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        let blank = box.initial
        box.storage = StateStorage.slot(index, of: record, graph: graph) { FocusStorage(blank: blank, record: record, graph: graph) }.value
        index += 1
    }
}

extension StateBox {
    /// Whether `field`, one of the fields bound to `focusValue`, has the focus.
    func isHeld<Field: Hashable>(at focusValue: Field, by field: ObjectIdentifier) -> Bool where Storage == FocusStorage<Field> {
        storage?.isHeld(at: focusValue, by: field) ?? (value == focusValue)
    }

    /// Gives the focus to `field`, one of the fields bound to `focusValue`.
    func give<Field: Hashable>(_ focusValue: Field, to field: ObjectIdentifier) where Storage == FocusStorage<Field> {
        if let storage { storage.give(focusValue, to: field) } else { value = focusValue }
    }
}

/// The persistent value of one `@FocusState` property, which holds the scene's focus while it is
/// not blank.
@MainActor
final class FocusStorage<Value: Hashable>: FocusHolder, StateBoxStorage {
    let blank: Value
    private(set) var value: Value
    /// Which of the fields bound to `value` has the focus (a `focused` modifier on a container
    /// binds all the fields inside): the one tapped, or else the first to ask, in tree order.
    private var focusedField: ObjectIdentifier?
    private weak var record: CompositeRecord?
    private weak var graph: ViewGraph?

    init(blank: Value, record: CompositeRecord, graph: ViewGraph) {
        self.blank = blank
        value = blank
        self.record = record
        self.graph = graph
    }

    func set(_ newValue: Value) {
        guard newValue != value else { return }
        if let record { graph?.willChangeState(of: record) }
        value = newValue
        focusedField = nil
        if newValue == blank { graph?.focus.release(self) } else { graph?.focus.take(self) }
    }

    func isHeld(at focusValue: Value, by field: ObjectIdentifier) -> Bool {
        guard value == focusValue else { return false }
        if focusedField == nil { focusedField = field }
        return focusedField == field
    }

    func give(_ focusValue: Value, to field: ObjectIdentifier) {
        set(focusValue)
        guard focusedField != field else { return }
        if let record { graph?.willChangeState(of: record) }
        focusedField = field
    }

    func resignFocus() { set(blank) }
}
