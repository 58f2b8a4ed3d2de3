extension Publishers {
    /// Each upstream value and the end, sent `interval` later (`delay`).
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
                    scheduler: Context, options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let (interval, tolerance, scheduler, options) = (interval, tolerance, scheduler, options)
            let live = SubscriptionLiveness()
            let later = { (action: @escaping () -> Void) in
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) {
                    if live.isLive { action() }
                }
            }
            let inner = upstream.subscribe(receiveCompletion: { completion in later { receiveCompletion(completion) } },
                                           receiveValue: { value in later { receiveValue(value) } })
            return live.cancellable(cancelling: inner)
        }
    }
}

extension Publisher {
    /// Sends each value and the end `interval` later (`.delay(for: .seconds(1), scheduler: RunLoop.main)`).
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
                         scheduler: scheduler, options: options)
    }
}
