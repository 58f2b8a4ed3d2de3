extension Publishers {
    /// The latest values of two publishers as pairs, sent whenever either sends once both have
    /// sent (`combineLatest`, `Publishers.CombineLatest($password, $confirmation)`); finished when
    /// both have finished, failed as soon as either fails.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
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
            let latest = CombinedLatest<A.Output, B.Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            return latest.ending.subscribe(a, b, first: { latest.first = $0 }, second: { latest.second = $0 })
        }
    }

    /// The latest values of three publishers as triples (`Publishers.CombineLatest3($a, $b, $c)`).
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
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
            CombineLatest(CombineLatest(a, b), c).subscribeAsTriples(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }
}

/// One `CombineLatest` subscription: the latest value of each side, and how it ends.
private final class CombinedLatest<First, Second, Failure: Error> {
    let ending: CombinedEnding<Failure>
    let receiveValue: ((First, Second)) -> Void

    init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping ((First, Second)) -> Void) {
        ending = CombinedEnding(sides: 2, receiveCompletion: receiveCompletion)
        self.receiveValue = receiveValue
    }

    var first: First? { didSet { sendIfComplete() } }
    var second: Second? { didSet { sendIfComplete() } }

    private func sendIfComplete() {
        guard !ending.isDone, let first, let second else { return }
        receiveValue((first, second))
    }
}

extension Publisher {
    /// Pairs of the latest values of this publisher and `other`, sent whenever either sends once
    /// both have sent.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest values of this publisher and `other` combined by `transform`
    /// (`$email.combineLatest($password) { !$0.isEmpty && $1.count >= 8 }`).
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Triples of the latest values of this publisher, `b` and `c`.
    public func combineLatest<B: Publisher, C: Publisher>(_ b: B, _ c: C) -> Publishers.CombineLatest3<Self, B, C>
        where B.Failure == Failure, C.Failure == Failure {
        Publishers.CombineLatest3(self, b, c)
    }
}
