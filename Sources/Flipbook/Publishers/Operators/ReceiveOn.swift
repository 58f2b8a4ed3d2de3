extension Publishers {
    /// The upstream values and end, each delivered by a scheduler after the code sending it
    /// (`receive(on: DispatchQueue.main)`): in a scene, as an action at the same scene time.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let (scheduler, options) = (scheduler, options)
            let live = SubscriptionLiveness()
            let inner = upstream.subscribe(receiveCompletion: { completion in
                scheduler.schedule(options: options) { if live.isLive { receiveCompletion(completion) } }
            }, receiveValue: { value in
                scheduler.schedule(options: options) { if live.isLive { receiveValue(value) } }
            })
            return live.cancellable(cancelling: inner)
        }
    }
}

extension Publisher {
    /// Delivers values and the end through `scheduler` (`.receive(on: RunLoop.main)`).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
