extension Publishers {
    /// Each upstream value transformed (`map`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let transform = transform
            return upstream.subscribe(receiveCompletion: receiveCompletion) { receiveValue(transform($0)) }
        }
    }
}

extension Publisher {
    /// Sends each value transformed by `transform` (`.map { $0.count }`, `.map(\.count)`).
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}
