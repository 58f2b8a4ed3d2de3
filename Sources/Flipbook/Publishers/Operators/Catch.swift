extension Publishers {
    /// The upstream's values until it fails, then the values of the publisher `handler` makes
    /// from the error (`.catch { _ in Just([]) }`).
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
        where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let handler = handler
            let current = SubscriptionValue<AnyCancellable>()
            var isCancelled = false
            let upstreamSubscription = upstream.subscribe(receiveCompletion: { completion in
                guard case .failure(let error) = completion else { return receiveCompletion(.finished) }
                guard !isCancelled else { return }
                current.value = handler(error).subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            }, receiveValue: receiveValue)
            // An upstream that failed while subscribing has handed over to the replacement already.
            if current.value == nil { current.value = upstreamSubscription }
            return AnyCancellable {
                isCancelled = true
                current.value?.cancel()
            }
        }
    }
}

extension Publisher {
    /// On failure, goes on with the publisher `handler` makes from the error.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}
