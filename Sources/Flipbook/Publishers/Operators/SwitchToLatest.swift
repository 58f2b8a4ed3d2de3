extension Publishers {
    /// The values of the latest publisher the upstream sent, the one before cancelled as soon as
    /// a new one arrives (`$query.map { search($0) }.switchToLatest()`: only the newest search
    /// answers); finished when the upstream and the latest publisher have finished.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
        where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        public let upstream: Upstream

        public init(upstream: Upstream) { self.upstream = upstream }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let latest = LatestPublisher<P>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            let outer = upstream.subscribe(receiveCompletion: latest.upstreamEnded, receiveValue: latest.switchTo)
            return AnyCancellable {
                outer.cancel()
                latest.cancel()
            }
        }
    }
}

/// One `SwitchToLatest` subscription: the publisher it listens to, and whether the upstream ended.
private final class LatestPublisher<P: Publisher> {
    private let receiveCompletion: (Subscribers.Completion<P.Failure>) -> Void
    private let receiveValue: (P.Output) -> Void
    private var current: AnyCancellable?
    private var generation = 0
    private var isInnerRunning = false
    private var isUpstreamFinished = false
    private var isDone = false

    init(receiveCompletion: @escaping (Subscribers.Completion<P.Failure>) -> Void, receiveValue: @escaping (P.Output) -> Void) {
        self.receiveCompletion = receiveCompletion
        self.receiveValue = receiveValue
    }

    func switchTo(_ publisher: P) {
        guard !isDone else { return }
        current?.cancel()
        generation += 1
        let mine = generation
        isInnerRunning = true
        let subscription = publisher.subscribe(receiveCompletion: { [weak self] completion in
            guard let self, mine == generation else { return }
            isInnerRunning = false
            if case .failure = completion { return end(completion) }
            if isUpstreamFinished { end(.finished) }
        }, receiveValue: { [weak self] value in
            guard let self, mine == generation, !isDone else { return }
            receiveValue(value)
        })
        if mine == generation { current = subscription }
    }

    func upstreamEnded(_ completion: Subscribers.Completion<P.Failure>) {
        isUpstreamFinished = true
        if case .failure = completion { return end(completion) }
        if !isInnerRunning { end(.finished) }
    }

    private func end(_ completion: Subscribers.Completion<P.Failure>) {
        guard !isDone else { return }
        isDone = true
        current?.cancel()
        receiveCompletion(completion)
    }

    func cancel() {
        isDone = true
        current?.cancel()
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest publisher this one sent, each earlier one cancelled.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Failure == Never, Output: Publisher {
    /// The values of the latest publisher this one sent, when those publishers may fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
    /// The values of the latest publisher this one sent, neither ever failing.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}
