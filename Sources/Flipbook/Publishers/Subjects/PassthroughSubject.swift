/// A subject that passes each value sent to the subscribers there are then, and keeps none
/// (`let taps = PassthroughSubject<Int, Never>()`).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}
