extension Publishers {
    /// The values of two publishers of the same kind, interleaved as they come (`merge(with:)`);
    /// finished when both have finished, failed as soon as either fails.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let ending = CombinedEnding(sides: 2, receiveCompletion: receiveCompletion)
            let send: (Output) -> Void = { if !ending.isDone { receiveValue($0) } }
            return ending.subscribe(a, b, first: send, second: send)
        }
    }
}

extension Publisher {
    /// This publisher's values and `other`'s, interleaved as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
