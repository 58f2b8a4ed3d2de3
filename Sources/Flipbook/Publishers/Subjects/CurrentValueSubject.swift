/// A subject that keeps its latest value: a subscriber receives it at once, then each value sent
/// (`let count = CurrentValueSubject<Int, Never>(0)`; `count.value += 1` sends).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    private var current: Output

    public init(_ value: Output) { current = value }

    /// The latest value; setting it sends the new value.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    /// Stores `value`, then sends it (nothing once the subject has ended).
    public func send(_ value: Output) {
        guard subscribers.completion == nil else { return }
        current = value
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        if subscribers.completion == nil { receiveValue(current) }
        return subscribers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}
