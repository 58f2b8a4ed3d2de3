/// A value owned by a view that persists across body evaluations for as long
/// as the view keeps its identity. Changing it updates the view, animated by
/// the transaction in force (`withAnimation`).
///
///     @State private var isActive = false
@propertyWrapper @MainActor @preconcurrency
public struct State<Value>: DynamicProperty {
    let box: StateBox<StateStorage<Value>>

    public init(wrappedValue value: Value) { box = StateBox(initial: value) }
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value: `$isActive`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        box.storage = StateStorage.slot(index, of: record, graph: graph) { box.initial }
        index += 1
    }
}

/// Persistent storage of one `@State` property.
@MainActor
final class StateStorage<Value>: StateBoxStorage {
    private(set) var value: Value
    private weak var record: CompositeRecord?
    private weak var graph: ViewGraph?

    init(value: Value, record: CompositeRecord, graph: ViewGraph) {
        self.value = value
        self.record = record
        self.graph = graph
    }

    /// The storage in `record`'s slot `index`, made with `initial` when the slot is empty or holds
    /// another type (the view's properties changed).
    static func slot(_ index: Int, of record: CompositeRecord, graph: ViewGraph, initial: () -> Value) -> StateStorage {
        if index < record.stateStorage.count, let storage = record.stateStorage[index] as? StateStorage<Value> { return storage }
        let storage = StateStorage(value: initial(), record: record, graph: graph)
        if index < record.stateStorage.count {
            record.stateStorage[index] = storage
        } else {
            record.stateStorage.append(storage)
        }
        return storage
    }

    func set(_ newValue: Value) {
        guard let record, let graph else {
            value = newValue
            return
        }
        graph.willChangeState(of: record)
        value = newValue
    }
}
