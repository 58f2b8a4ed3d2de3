/// A publisher that fails at once with `error` (`Fail(error: URLError(.badURL))`).
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure

    public init(error: Failure) { self.error = error }

    /// A publisher of `outputType` that fails at once with `failure`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveCompletion(.failure(error))
        return AnyCancellable {}
    }
}
