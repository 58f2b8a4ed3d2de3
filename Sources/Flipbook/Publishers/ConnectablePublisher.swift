/// A publisher that sends nothing until connected (`Timer.publish`): `connect()` starts it, or
/// `autoconnect()` connects it when the first subscriber arrives.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected when the first subscriber arrives and stopped when the last leaves.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// A connectable publisher connected while it has subscribers (`autoconnect()`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The connectable publisher (`timer.upstream.connect().cancel()` stops a timer).
        public let upstream: Upstream
        private var connection: (any Cancellable)?
        private var subscriberCount = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            let inner = upstream.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            subscriberCount += 1
            if subscriberCount == 1 { connection = upstream.connect() }
            return AnyCancellable { [weak self] in
                inner.cancel()
                self?.leave()
            }
        }

        private func leave() {
            subscriberCount -= 1
            if subscriberCount == 0 {
                connection?.cancel()
                connection = nil
            }
        }
    }
}
