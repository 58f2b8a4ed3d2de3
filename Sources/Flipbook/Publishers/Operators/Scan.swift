extension Publishers {
    /// Each result of folding the upstream values into an accumulated one (`scan`).
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initialResult: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let next = nextPartialResult
            let result = SubscriptionValue<Output>(initialResult)
            return upstream.subscribe(receiveCompletion: receiveCompletion) { value in
                let accumulated = next(result.value!, value)
                result.value = accumulated
                receiveValue(accumulated)
            }
        }
    }
}

extension Publisher {
    /// Sends each value folded into the result so far, starting from `initialResult`
    /// (`.scan(0, +)` sends running totals).
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
