extension Publishers {
    /// Each upstream value transformed, the nil results left out (`compactMap`).
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = transform
            return upstream.subscribe(receiveCompletion: receiveCompletion) { if let value = transform($0) { receiveValue(value) } }
        }
    }
}

extension Publisher {
    /// Sends each value transformed by `transform`, leaving out nils (`.compactMap { Int($0) }`).
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}
