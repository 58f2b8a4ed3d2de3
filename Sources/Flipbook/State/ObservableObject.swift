import Observation
import Synchronization

/// A model class whose `@Published` properties update the views that read them, as with Combine's
/// `ObservableObject` on Apple platforms. Linux has no Combine, so Flipbook brings its own: each
/// `@Published` property reports reads and writes to Swift's Observation machinery, which the view
/// graph already watches while it evaluates a body, so any view whose body reads a published property
/// is updated when it changes, whichever wrapper (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`, or none) holds the object.
public protocol ObservableObject: AnyObject, Observable {
    /// Announces a change not made through a `@Published` property (`objectWillChange.send()`),
    /// and, as a publisher, tells subscribers before each change (`child.objectWillChange.sink {
    /// … }`, as a model that forwards a nested model's changes writes).
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's publisher (one per object, made when first asked for).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.of(self) }
}

/// What `objectWillChange` returns: `send()` updates every view that read the object through a
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` property; subscribers receive `()`
/// before each `send()` and each change of a `@Published` property.
public final class ObservableObjectPublisher: Observable, Publisher, Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let registrar = ObservationRegistrar()
    /// Touched only where models live and views update: on the main thread.
    nonisolated(unsafe) private let subscribers = SubscriberList<Void>()

    public init() {}

    /// Tells the views that read the object, and the subscribers, that it changes.
    public func send() {
        announceChange()
        registrar.withMutation(of: self, keyPath: \.changes) {}
    }

    /// Tells the subscribers that a `@Published` property is about to change.
    func announceChange() { subscribers.send(()) }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add(receiveValue)
    }

    /// Records that the running body evaluation reads the object.
    func recordRead() { registrar.access(self, keyPath: \.changes) }

    private var changes: Void { () }

    /// One publisher per live object, found by identity (a dead object's entry is replaced when
    /// a new object takes its address, and dropped when the table is swept).
    private static let table = Mutex<[ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)]>([:])

    static func of(_ object: AnyObject) -> ObservableObjectPublisher {
        table.withLock { table in
            let key = ObjectIdentifier(object)
            if let entry = table[key], entry.object.value === object { return entry.publisher }
            if table.count >= 1024 { table = table.filter { $0.value.object.value != nil } }
            let publisher = ObservableObjectPublisher()
            table[key] = (WeakObject(object), publisher)
            return publisher
        }
    }
}

/// A weak reference to an object, for the publisher table.
private struct WeakObject: @unchecked Sendable {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
