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
            let ending = MergedEnding(sides: 2, receiveCompletion: receiveCompletion)
            let first = a.subscribe(receiveCompletion: ending.complete) { if !ending.isDone { receiveValue($0) } }
            let second = b.subscribe(receiveCompletion: ending.complete) { if !ending.isDone { receiveValue($0) } }
            return AnyCancellable {
                first.cancel()
                second.cancel()
            }
        }
    }
}

/// How a merge ends: once every side finished, or at the first failure.
private final class MergedEnding<Failure: Error> {
    private var unfinished: Int
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private(set) var isDone = false

    init(sides: Int, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        unfinished = sides
        self.receiveCompletion = receiveCompletion
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
        guard !isDone else { return }
        if case .finished = completion {
            unfinished -= 1
            guard unfinished == 0 else { return }
        }
        isDone = true
        receiveCompletion(completion)
    }
}

extension Publisher {
    /// This publisher's values and `other`'s, interleaved as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
