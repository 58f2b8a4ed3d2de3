/// Which field of a view has the keyboard focus: `Bool` for one field (`.focused($isFocused)`), an
/// optional `Hashable` for several (`.focused($field, equals: .email)`; nil when none has it).
/// Setting it moves the focus (and takes it from whatever held it elsewhere in the scene); a
/// script's `Tap` on a field and its `TypeText` give the field focus, and return takes it away
/// before the field's `onSubmit` actions run, so `onSubmit { field = .password }` moves it on.
///
///     @FocusState private var field: Field?
@propertyWrapper @MainActor @preconcurrency
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: FocusStateBox<Value>

    /// A focus state for one field: true while it has focus.
    public init() where Value == Bool { box = FocusStateBox(blank: false) }

    /// A focus state for several fields: the value of the focused one, nil while none is.
    public init<T: Hashable>() where Value == T? { box = FocusStateBox(blank: nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// What `focused(_:)` and `focused(_:equals:)` take: `$field`.
    public var projectedValue: Binding {
        let box = self.box
        return Binding(blank: box.blank, get: { box.value }, set: { box.value = $0 })
    }

    /// A focus state as `focused` modifiers read and write it.
    @propertyWrapper @MainActor @preconcurrency
    public struct Binding {
        /// The value meaning that none of the fields bound to it has focus.
        let blank: Value
        let get: @MainActor () -> Value
        let set: @MainActor (Value) -> Void

        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        public var projectedValue: Binding { self }
    }
}

extension FocusState: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        let blank = box.blank
        box.storage = StateStorage.slot(index, of: record, graph: graph) { FocusStorage(blank: blank, record: record, graph: graph) }.value
        index += 1
    }
}

/// What a `FocusState` carries: its unfocused value, and once the graph has bound it, its storage.
@MainActor
final class FocusStateBox<Value: Hashable> {
    let blank: Value
    var storage: FocusStorage<Value>?
    private var unboundValue: Value

    init(blank: Value) {
        self.blank = blank
        unboundValue = blank
    }

    var value: Value {
        get { storage?.value ?? unboundValue }
        set {
            if let storage { storage.set(newValue) } else { unboundValue = newValue }
        }
    }
}

/// The persistent value of one `@FocusState` property, which holds the scene's focus while it is
/// not blank.
@MainActor
final class FocusStorage<Value: Hashable>: FocusHolder {
    let blank: Value
    private(set) var value: Value
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
        if newValue == blank { graph?.focus.release(self) } else { graph?.focus.take(self) }
    }

    func resignFocus() { set(blank) }
}
