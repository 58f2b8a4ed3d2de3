import Foundation

extension Timer {
    /// A publisher of the date every `interval` seconds once connected, on the scene's clock: its
    /// values come every `interval` seconds of scene time after the connection (the first one
    /// `interval` after), each the scene's date then (`FlipbookScene.date` plus the scene time), so
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` with `onReceive` ticks
    /// exactly once a scene second. `tolerance`, `runLoop` and `mode` change nothing. It must be
    /// connected in a scene's action or task — as `onReceive` and `onAppear` do; connected
    /// elsewhere (while a body or an initializer runs) it sends nothing and says so on standard error.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                               on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// `Timer.publish(every:on:in:)`'s publisher: connectable, ticking on the scene's clock.
    /// (Used on the main actor only, as a scene's views and actions are.)
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        private let subscribers = SubscriberList<Date>()
        /// Counts connections; a tick scheduled by an earlier one finds it changed and stops.
        private var connection = 0
        private var isConnected = false

        init(interval: TimeInterval) { self.interval = interval }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                              receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
            subscribers.add(receiveValue)
        }

        /// Starts the ticks (if not started); cancelling the result stops them, whoever connected.
        public func connect() -> any Cancellable {
            if !isConnected { start() }
            return AnyCancellable { [weak self] in
                self?.isConnected = false
                self?.connection += 1
            }
        }

        private func start() {
            guard let tasks = SceneTasks.ofCurrentAction() else {
                FileHandle.standardError.write(Data(("Timer.publish(every: \(interval)): connected outside a scene's actions and tasks, "
                    + "so it never ticks; subscribe with onReceive, or in onAppear or .task\n").utf8))
                return
            }
            isConnected = true
            connection += 1
            let connection = connection
            MainActor.assumeIsolated {
                guard let graph = tasks.graph else { return }
                guard interval > 0 else {
                    graph.report(.unsupportedTime("Timer.publish(every: \(interval)): the interval must be above 0 seconds"))
                    return
                }
                schedule(tick: 1, after: graph.time, connection: connection, on: graph)
            }
        }

        /// Schedules tick `tick` of the connection made at scene time `start`.
        @MainActor private func schedule(tick: Int, after start: Double, connection: Int, on graph: ViewGraph) {
            graph.actions.schedule(at: start + Double(tick) * interval) { [weak self, weak graph] in
                guard let self, let graph, self.connection == connection else { return }
                self.subscribers.send(graph.startDate + graph.time)
                self.schedule(tick: tick + 1, after: start, connection: connection, on: graph)
            }
        }
    }
}
