/// A value a gesture sets while it runs (through `updating(_:body:)`), back to its initial value
/// when the gesture ends, fails or loses to another — in the reset transaction (none by
/// default: the change is not animated unless the transaction says so).
///
///     @GestureState private var dragOffset = CGSize.zero
///     … .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
@propertyWrapper @MainActor @preconcurrency
public struct GestureState<Value>: DynamicProperty {
    let box: GestureStateBox<Value>

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Resets in `resetTransaction` (`Transaction(animation: .spring)` animates the return).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = GestureStateBox(initial: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Resets in the transaction `reset` makes, given the value before the reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = GestureStateBox(initial: wrappedValue, reset: reset)
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The value now: the initial value unless a gesture is updating it.
    public var wrappedValue: Value { box.value }

    /// The state itself, to pass to `updating(_:body:)`: `$dragOffset`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}

extension GestureState: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        box.storage = StateStorage.slot(index, of: record, graph: graph) { box.initial }
        index += 1
    }
}

/// The reference a `GestureState` carries: its initial value, how it resets, and once the graph
/// has bound it, the view's storage.
@MainActor
final class GestureStateBox<Value> {
    let initial: Value
    let reset: (Value, inout Transaction) -> Void
    var storage: StateStorage<Value>?

    init(initial: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.initial = initial
        self.reset = reset
    }

    var value: Value { storage?.value ?? initial }

    /// Sets the value in `transaction`.
    func set(_ value: Value, in transaction: Transaction) {
        withTransaction(transaction) { storage?.set(value) }
    }

    /// Back to the initial value, in the reset transaction.
    func resetToInitial() {
        var transaction = Transaction()
        reset(value, &transaction)
        set(initial, in: transaction)
    }
}
