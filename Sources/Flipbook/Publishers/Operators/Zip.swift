extension Publishers {
    /// The values of two publishers paired in order — the first of each, then the second of each —
    /// waiting for both (`zip`: two requests that must both answer); finished once a finished side
    /// has no value left to pair, failed as soon as either fails.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let zipped = ZippedValues<A.Output, B.Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let first = a.subscribe(receiveCompletion: { zipped.complete($0, side: 0) }) { zipped.receive(first: $0) }
            let second = b.subscribe(receiveCompletion: { zipped.complete($0, side: 1) }) { zipped.receive(second: $0) }
            return AnyCancellable(cancellingAll: first, second)
        }
    }

    /// The values of three publishers paired in order (`Publishers.Zip3(a, b, c)`).
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            Zip(Zip(a, b), c).subscribeAsTriples(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }
}

/// One `Zip` subscription: each side's values not yet paired, and which sides finished.
private final class ZippedValues<First, Second, Failure: Error> {
    private let ending: CombinedEnding<Failure>
    private let receiveValue: ((First, Second)) -> Void
    private var firsts: [First] = []
    private var seconds: [Second] = []
    private var finished = [false, false]

    init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping ((First, Second)) -> Void) {
        ending = CombinedEnding(sides: 2, receiveCompletion: receiveCompletion)
        self.receiveValue = receiveValue
    }

    func receive(first value: First) {
        guard !ending.isDone else { return }
        firsts.append(value)
        sendPairs()
    }

    func receive(second value: Second) {
        guard !ending.isDone else { return }
        seconds.append(value)
        sendPairs()
    }

    func complete(_ completion: Subscribers.Completion<Failure>, side: Int) {
        guard case .finished = completion else { return ending.end(with: completion) }
        finished[side] = true
        endIfNothingCanPair()
    }

    private func sendPairs() {
        while !ending.isDone, !firsts.isEmpty, !seconds.isEmpty {
            receiveValue((firsts.removeFirst(), seconds.removeFirst()))
        }
        endIfNothingCanPair()
    }

    /// A finished side with no value waiting means no pair can come again.
    private func endIfNothingCanPair() {
        if (finished[0] && firsts.isEmpty) || (finished[1] && seconds.isEmpty) { ending.end(with: .finished) }
    }
}

extension Publisher {
    /// Pairs of this publisher's values and `other`'s, matched in order.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// This publisher's values and `other`'s, matched in order and combined by `transform`.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// Triples of this publisher's values, `b`'s and `c`'s, matched in order.
    public func zip<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.Zip3<Self, B, C>
        where B.Failure == Failure, C.Failure == Failure {
        Publishers.Zip3(self, b, c)
    }
}
