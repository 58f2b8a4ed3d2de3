extension Publishers {
    /// The upstream values after the first `count` (`dropFirst()`: a `$property`'s values without
    /// the current one it sends on subscribing).
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let remaining = SubscriptionValue(count)
            return upstream.subscribe(receiveCompletion: receiveCompletion) { value in
                guard remaining.value! <= 0 else { return remaining.value! -= 1 }
                receiveValue(value)
            }
        }
    }
}

extension Publisher {
    /// Leaves out the first `count` values.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }
}
