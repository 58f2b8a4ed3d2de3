extension Publishers {
    /// Each upstream value transformed by a function that may throw; a thrown error ends the
    /// subscription with that failure (`.tryMap { try JSONDecoder().decode(User.self, from: $0) }`).
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Error>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = transform
            let subscription = SubscriptionValue<AnyCancellable>()
            var hasFailed = false
            let upstreamSubscription = upstream.subscribe(receiveCompletion: { completion in
                guard !hasFailed else { return }
                switch completion {
                case .finished: receiveCompletion(.finished)
                case .failure(let error): receiveCompletion(.failure(error))
                }
            }, receiveValue: { value in
                guard !hasFailed else { return }
                do {
                    receiveValue(try transform(value))
                } catch {
                    hasFailed = true
                    subscription.value?.cancel()
                    receiveCompletion(.failure(error))
                }
            })
            subscription.value = upstreamSubscription
            return upstreamSubscription
        }
    }
}

extension Publisher {
    /// Sends each value transformed by `transform`; the first error it throws ends the subscription.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }
}
