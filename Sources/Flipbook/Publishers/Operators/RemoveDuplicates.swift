extension Publishers {
    /// The upstream values that differ from the one sent before them (`removeDuplicates()`).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// True when the second value counts as a duplicate of the first.
        public let predicate: (Output, Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let predicate = predicate
            let last = SubscriptionValue<Output>()
            return upstream.subscribe(receiveCompletion: receiveCompletion) { value in
                if let previous = last.value, predicate(previous, value) { return }
                last.value = value
                receiveValue(value)
            }
        }
    }
}

extension Publisher where Output: Equatable {
    /// Sends a value only when it differs from the one sent before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Sends a value only when `predicate` says it is no duplicate of the one sent before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
