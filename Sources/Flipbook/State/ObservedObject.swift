/// An `ObservableObject` a view is given: the view's body is updated when the object changes.
///
///     @ObservedObject var model: CounterModel
@propertyWrapper @MainActor @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    private let object: ObjectType

    public init(wrappedValue: ObjectType) { object = wrappedValue }
    public init(initialValue: ObjectType) { object = initialValue }

    /// The object (the view's body reading it is updated when it sends `objectWillChange`).
    public var wrappedValue: ObjectType {
        object.objectWillChange.recordRead()
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: object) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup @MainActor @preconcurrency
    public struct Wrapper {
        let object: ObjectType

        /// A binding to one property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object, keyPath)
        }
    }
}
