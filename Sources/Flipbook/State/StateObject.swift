/// An `ObservableObject` a view creates and owns: made once, when the view first appears, and kept
/// for as long as the view keeps its identity (as `@State` keeps a value).
///
///     @StateObject private var model = CounterModel()
@propertyWrapper @MainActor @preconcurrency
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(make: thunk) }

    /// The object (the view's body reading it is updated when it sends `objectWillChange`).
    public var wrappedValue: ObjectType {
        let object = box.object
        object.objectWillChange.recordRead()
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: box.object) }
}

extension StateObject: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        // Made on the scene's clock: a publisher pipeline set up in the object's initializer
        // (`debounce(for:scheduler:)`) schedules its values at scene times.
        let make = box.make
        box.storage = StateStorage.slot(index, of: record, graph: graph) { SceneClock.creatingObject.withValue(graph, operation: make) }
        index += 1
    }
}

/// How a `StateObject` makes its object, and once the graph has bound it, where the object is kept.
@MainActor
final class StateObjectBox<ObjectType: AnyObject> {
    let make: () -> ObjectType
    var storage: StateStorage<ObjectType>?
    private var unbound: ObjectType?

    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let storage { return storage.value }
        if let unbound { return unbound }
        let made = make()
        unbound = made
        return made
    }
}
