/// A value read from the environment of the view that declares it:
/// `@Environment(\.dismiss) var dismiss`.
@propertyWrapper @MainActor @preconcurrency
public struct Environment<Value>: DynamicProperty {
    /// Finds the value in an environment (`nil`: there is none, as for an object no ancestor provides).
    let read: (EnvironmentValues) -> Value?
    let box = EnvironmentBox<Value>()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    init(read: @escaping (EnvironmentValues) -> Value?) { self.read = read }

    /// The value where the view is (the default value before the view is in a graph). Reading an
    /// `Observable` object that no ancestor provides stops the program with a line naming the type
    /// and the fix, as SwiftUI does.
    public var wrappedValue: Value {
        guard let value = box.value ?? read(EnvironmentValues()) else {
            fatalError("No Observable object of type \(Value.self) found: add .environment(_:) with one to an ancestor of this view")
        }
        return value
    }
}

/// What an `Environment` property read when its view's body was last evaluated.
@MainActor
final class EnvironmentBox<Value> {
    var value: Value?
}

extension Environment: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        box.value = read(environment)
    }
}
