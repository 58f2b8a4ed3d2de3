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

/// The subscribers of a `@Published` property and its latest value.
final class PublishedSubject<Value> {
    private(set) var current: Value
    let subscribers = SubscriberList<Value>()

    init(_ value: Value) { current = value }

    func send(_ value: Value) {
        current = value
        subscribers.send(value)
    }
}
