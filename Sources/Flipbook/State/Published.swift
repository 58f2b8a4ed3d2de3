import Observation

/// A property of an `ObservableObject` that updates the views reading it when it changes.
///
///     final class Counter: ObservableObject {
///         @Published var count = 0
///     }
@propertyWrapper
public struct Published<Value> {
    private var value: Value
    private let registrar = ObservationRegistrar()
    /// Made when `$property` is first asked for.
    private var subject: PublishedSubject<Value>?

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property's values as a publisher: `$property`.
    public var projectedValue: Publisher {
        mutating get {
            if let subject { return Publisher(subject: subject) }
            let made = PublishedSubject(value)
            subject = made
            return Publisher(subject: made)
        }
    }

    /// Reads and writes through the enclosing object, reporting them to Observation.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            object[keyPath: storageKeyPath].registrar.access(object, keyPath: wrappedKeyPath)
            return object[keyPath: storageKeyPath].value
        }
        set {
            object[keyPath: storageKeyPath].subject?.send(newValue)
            let registrar = object[keyPath: storageKeyPath].registrar
            registrar.withMutation(of: object, keyPath: wrappedKeyPath) {
                object[keyPath: storageKeyPath].value = newValue
            }
        }
    }
}
