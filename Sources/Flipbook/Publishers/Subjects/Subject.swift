/// A publisher code sends values into (`PassthroughSubject`, `CurrentValueSubject`).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers there are now.
    func send(_ value: Output)
    /// Ends the subject: its subscribers, and any that come later, receive `completion`.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()` (`let refresh = PassthroughSubject<Void, Never>()`; `refresh.send()`).
    public func send() { send(()) }
}

/// The subscribers of a subject and how it ended, if it has.
final class SubjectSubscribers<Output, Failure: Error> {
    private let values = SubscriberList<Output>()
    private let completions = SubscriberList<Subscribers.Completion<Failure>>()
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Adds a subscriber, or if the subject has ended, sends it the end at once.
    func add(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
             receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        if let completion {
            receiveCompletion(completion)
            return AnyCancellable {}
        }
        let value = values.add(receiveValue)
        let end = completions.add(receiveCompletion)
        return AnyCancellable {
            value.cancel()
            end.cancel()
        }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        values.send(value)
    }

    func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        completions.send(completion)
    }
}
