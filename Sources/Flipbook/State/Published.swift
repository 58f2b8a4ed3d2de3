import Observation

/// A property of an `ObservableObject` that updates the views reading it when it changes.
///
///     final class Counter: ObservableObject {
///         @Published var count = 0
///     }
@propertyWrapper
public struct Published<Value> {
    /// The value, until `$property` is first asked for; then its subject keeps it.
    private var value: Value
    private let registrar = ObservationRegistrar()
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
        mutating get { Publisher(subject: madeSubject()) }
        set { subject = newValue.subject }
    }

    private mutating func madeSubject() -> PublishedSubject<Value> {
        if let subject { return subject }
        let made = PublishedSubject(value)
        subject = made
        return made
    }

    /// Reads and writes through the enclosing object, reporting them to Observation (under the
    /// storage's key path, which `$property` also has: a value `assign(to: &$property)` writes
    /// updates the views that read the property).
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            let published = object[keyPath: storageKeyPath]
            published.registrar.access(object, keyPath: storageKeyPath)
            return published.subject?.current ?? published.value
        }
        set {
            object.objectWillChange.announceChange()
            let published = object[keyPath: storageKeyPath]
            if let subject = published.subject {
                subject.send(newValue)
            } else {
                published.registrar.withMutation(of: object, keyPath: storageKeyPath) {
                    object[keyPath: storageKeyPath].value = newValue
                }
            }
        }
    }

    /// `$property` through the enclosing object: the subject made then reports the changes it
    /// makes (`assign(to: &$property)`) to Observation, as the property's setter does.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let subject = object[keyPath: storageKeyPath].madeSubject()
            if subject.mutation == nil {
                let registrar = object[keyPath: storageKeyPath].registrar
                subject.mutation = { [weak object] change in
                    guard let object else { return change() }
                    object.objectWillChange.announceChange()
                    registrar.withMutation(of: object, keyPath: storageKeyPath, change)
                }
            }
            return Publisher(subject: subject)
        }
        set { object[keyPath: storageKeyPath].subject = newValue.subject }
    }
}
