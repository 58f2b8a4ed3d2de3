extension Publishers {
    /// The upstream's values, its failure turned into another error (`.mapError { _ in .offline }`).
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure

        public init(upstream: Upstream, _ transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = transform
            return upstream.subscribe(receiveCompletion: { completion in
                switch completion {
                case .finished: receiveCompletion(.finished)
                case .failure(let error): receiveCompletion(.failure(transform(error)))
                }
            }, receiveValue: receiveValue)
        }
    }
}

extension Publisher {
    /// Turns a failure into the error `transform` makes.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform)
    }
}
