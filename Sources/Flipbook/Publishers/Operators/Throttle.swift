extension Publishers {
    /// At most one upstream value per `interval` (`throttle`): a value arriving when none has been
    /// sent for `interval` goes out at once (after the code sending it); later ones wait for the
    /// interval to end, and then the latest of them (`latest: true`) or the first goes out. The end
    /// follows any value still waiting.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let state = ThrottleState<Output, Failure, Context>(interval: interval, scheduler: scheduler, latest: latest,
                                                               receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            return state.live.cancellable(cancelling: upstream.subscribe(receiveCompletion: state.receive(completion:),
                                                                         receiveValue: state.receive(_:)))
        }
    }
}

/// One `Throttle` subscription: the value waiting to go out, and when the last one went.
private final class ThrottleState<Output, Failure: Error, Context: Scheduler> {
    let live = SubscriptionLiveness()
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let receiveValue: (Output) -> Void
    private var pending: Output?
    private var pendingCompletion: Subscribers.Completion<Failure>?
    private var isScheduled = false
    private var lastEmission: Context.SchedulerTimeType?

    init(interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool,
         receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void) {
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
        self.receiveCompletion = receiveCompletion
        self.receiveValue = receiveValue
    }

    func receive(_ value: Output) {
        guard pendingCompletion == nil else { return }
        if isScheduled {
            if latest { pending = value }
            return
        }
        pending = value
        isScheduled = true
        let now = scheduler.now
        if let lastEmission, now < lastEmission.advanced(by: interval) {
            scheduler.schedule(after: lastEmission.advanced(by: interval)) { [weak self] in self?.emit() }
        } else {
            scheduler.schedule { [weak self] in self?.emit() }
        }
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard pendingCompletion == nil else { return }
        pendingCompletion = completion
        if !isScheduled {
            isScheduled = true
            scheduler.schedule { [weak self] in self?.emit() }
        }
    }

    private func emit() {
        isScheduled = false
        guard live.isLive else { return }
        if let value = pending {
            pending = nil
            lastEmission = scheduler.now
            receiveValue(value)
        }
        if let completion = pendingCompletion { receiveCompletion(completion) }
    }
}

extension Publisher {
    /// Sends at most one value per `interval`: the latest received in it (`latest: true`) or the
    /// first (`.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)`).
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                       latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
