extension Publishers {
    /// Each upstream value turned into a publisher whose values are all sent on, interleaved as
    /// they come (`$query.flatMap { search($0) }`); finished when the upstream and every inner
    /// publisher have finished, failed as soon as any fails. With `maxPublishers` `.max(n)` at
    /// most n inner publishers run at once, and later upstream values wait their turn in order
    /// (Combine holds them back through demand).
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
        where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher

        public init(upstream: Upstream, maxPublishers: Subscribers.Demand,
                    transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let inners = FlatMappedPublishers(limit: maxPublishers.max, transform: transform,
                                              receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let outer = upstream.subscribe(receiveCompletion: inners.ending.complete, receiveValue: inners.receive)
            return AnyCancellable(cancellingAll: outer, inners)
        }
    }
}

/// One `FlatMap` subscription: the inner publishers running, and the upstream values waiting for
/// a free place.
private final class FlatMappedPublishers<Value, Inner: Publisher>: Cancellable {
    let ending: CombinedEnding<Inner.Failure>
    private let limit: Int?
    private let transform: (Value) -> Inner
    private let receiveValue: (Inner.Output) -> Void
    private var running: [Int: SubscriptionValue<AnyCancellable>] = [:]
    private var lastID = 0
    private var waiting: [Value] = []

    init(limit: Int?, transform: @escaping (Value) -> Inner,
         receiveCompletion: @escaping (Subscribers.Completion<Inner.Failure>) -> Void,
         receiveValue: @escaping (Inner.Output) -> Void) {
        ending = CombinedEnding(sides: 1, receiveCompletion: receiveCompletion)
        self.limit = limit
        self.transform = transform
        self.receiveValue = receiveValue
    }

    func receive(_ value: Value) {
        guard !ending.isDone else { return }
        ending.addSide()
        if let limit, running.count >= limit { return waiting.append(value) }
        start(value)
    }

    private func start(_ value: Value) {
        lastID += 1
        let id = lastID
        let subscription = SubscriptionValue<AnyCancellable>()
        running[id] = subscription
        // An inner publisher that ends while subscribing (`Just`) has left `running` already.
        subscription.value = transform(value).subscribe(receiveCompletion: { [weak self] completion in
            self?.innerEnded(id, completion)
        }, receiveValue: { [weak self] output in
            guard let self, !ending.isDone else { return }
            receiveValue(output)
        })
    }

    private func innerEnded(_ id: Int, _ completion: Subscribers.Completion<Inner.Failure>) {
        running[id] = nil
        ending.complete(completion)
        if !ending.isDone, !waiting.isEmpty { start(waiting.removeFirst()) }
    }

    func cancel() {
        waiting = []
        let subscriptions = running.values
        running = [:]
        for subscription in subscriptions { subscription.value?.cancel() }
    }
}

extension Publisher {
    /// Turns each value into a publisher and sends on all of their values (`maxPublishers`:
    /// how many may run at once).
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
        where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// Turns each value into a publisher that never fails.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// Turns each value into a publisher, neither of them failing.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self>
        where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Turns each value of a publisher that never fails into a publisher that may.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited,
                                      _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }
}
