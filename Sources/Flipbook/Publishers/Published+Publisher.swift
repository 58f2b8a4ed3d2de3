extension Published {
    /// What `$property` of an `ObservableObject`'s `@Published` property is: a subscriber receives
    /// the property's value at once, then each new value as it is set (before the property changes,
    /// as in Combine).
    public struct Publisher: Flipbook.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let subject: PublishedSubject<Value>

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                              receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(subject.current)
            return subject.subscribers.add(receiveValue)
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to the `@Published` property `published` (`.assign(to: &$results)`),
    /// for as long as the property's object lives; the views reading the property update.
    public func assign(to published: inout Published<Output>.Publisher) {
        let subject = published.subject
        subject.assignments.append(subscribe(receiveCompletion: { _ in }) { [weak subject] value in subject?.send(value) })
    }
}

/// A `@Published` property's value once `$property` has been asked for, and its subscribers.
final class PublishedSubject<Value> {
    private(set) var current: Value
    let subscribers = SubscriberList<Value>()
    /// Reports a change to Observation as the property's change (set when the enclosing object
    /// first asks for `$property`).
    var mutation: ((() -> Void) -> Void)?
    /// The subscriptions `assign(to:)` keeps for as long as the property lives.
    var assignments: [AnyCancellable] = []

    init(_ value: Value) { current = value }

    /// Sends `value` to the subscribers, then stores it.
    func send(_ value: Value) {
        subscribers.send(value)
        if let mutation { mutation { current = value } } else { current = value }
    }
}
