/// A publisher whose type is hidden behind its output and failure: what a view model exposes
/// (`var results: AnyPublisher<[String], Never>`), made with `eraseToAnyPublisher()`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeBody: (@escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void) -> AnyCancellable

    /// `publisher`, its type hidden.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribeBody = publisher.subscribe(receiveCompletion:receiveValue:)
    }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribeBody(receiveCompletion, receiveValue)
    }
}

extension Publisher {
    /// This publisher as an `AnyPublisher`, its type hidden.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
