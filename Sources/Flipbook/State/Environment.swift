/// A value read from the environment of the view that declares it:
/// `@Environment(\.dismiss) var dismiss`.
@propertyWrapper @MainActor @preconcurrency
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value where the view is (the default value before the view is in a graph).
    public var wrappedValue: Value { box.value ?? EnvironmentValues()[keyPath: keyPath] }
}

/// What an `Environment` property read when its view's body was last evaluated.
@MainActor
final class EnvironmentBox<Value> {
    var value: Value?
}

extension Environment: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        box.value = environment[keyPath: keyPath]
    }
}
