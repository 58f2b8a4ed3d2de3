extension Publishers {
    /// An upstream value sent once `dueTime` has passed without another (`debounce`): a search
    /// field's query `0.3` s after the last keystroke. The end arrives at once (a value still
    /// waiting is dropped, as in Combine).
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let (dueTime, scheduler, options) = (dueTime, scheduler, options)
            let live = SubscriptionLiveness()
            /// Counts the values received; a scheduled delivery finds it changed when another came.
            let generation = SubscriptionValue(0)
            let inner = upstream.subscribe(receiveCompletion: { completion in
                generation.value! += 1
                scheduler.schedule(options: options) { if live.isLive { receiveCompletion(completion) } }
            }, receiveValue: { value in
                generation.value! += 1
                let mine = generation.value
                scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                                   options: options) {
                    if live.isLive, generation.value == mine { receiveValue(value) }
                }
            })
            return live.cancellable(cancelling: inner)
        }
    }
}

extension Publisher {
    /// Sends a value only once `dueTime` passes without another
    /// (`.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`).
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
