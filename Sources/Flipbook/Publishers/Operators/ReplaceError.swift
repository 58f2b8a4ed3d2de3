extension Publishers {
    /// The upstream's values, and on failure `output` and the end (`.replaceError(with: [])`).
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Output

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let output = output
            return upstream.subscribe(receiveCompletion: { completion in
                if case .failure = completion { receiveValue(output) }
                receiveCompletion(.finished)
            }, receiveValue: receiveValue)
        }
    }
}

extension Publisher {
    /// Sends `output` in place of a failure, then ends.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
}
