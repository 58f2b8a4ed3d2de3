import Observation

/// Bindings to the properties of an `@Observable` model: `$model.path`.
///
///     @Bindable var store = store
///     NavigationStack(path: $store.path) { … }
@propertyWrapper @dynamicMemberLookup @MainActor @preconcurrency
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to one property of the model.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(wrappedValue, keyPath)
    }
}
