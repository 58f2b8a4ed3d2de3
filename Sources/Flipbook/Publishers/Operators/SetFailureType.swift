extension Publishers {
    /// A publisher that never fails, typed as one that may fail with `Failure`, to combine it with
    /// one that can (`Just(query).setFailureType(to: Error.self)`).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            upstream.subscribe(receiveCompletion: { _ in receiveCompletion(.finished) }, receiveValue: receiveValue)
        }
    }
}

extension Publisher where Failure == Never {
    /// This publisher typed as one that may fail with `failureType`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
