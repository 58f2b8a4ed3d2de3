extension Publishers {
    /// All of one publisher's values, then, once it finishes, all of another's (`prepend`, `append`).
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
        where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix

        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let suffix = suffix
            let current = SubscriptionValue<AnyCancellable>()
            var isCancelled = false
            let prefixSubscription = prefix.subscribe(receiveCompletion: { completion in
                guard case .finished = completion else { return receiveCompletion(completion) }
                guard !isCancelled else { return }
                current.value = suffix.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            }, receiveValue: receiveValue)
            // A prefix that finished while subscribing (a sequence) has handed over to the suffix already.
            if current.value == nil { current.value = prefixSubscription }
            return AnyCancellable {
                isCancelled = true
                current.value?.cancel()
            }
        }
    }
}

extension Publisher {
    /// Sends `elements` first, then this publisher's values (`$query.prepend("")`).
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Sends this publisher's values, then once it finishes, `elements`.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }
}
