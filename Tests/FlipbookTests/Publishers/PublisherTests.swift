import Observation
import Foundation
import Testing
@testable import Flipbook

private final class Scoreboard: ObservableObject {
    @Published var score = 0
    var seen: [String] = []
    var cancellables = Set<AnyCancellable>()

    init() {
        // As Combine sends: the current value at once, then each new one before it is stored.
        $score.sink { [unowned self] value in self.seen.append("\(value) was \(self.score)") }.store(in: &cancellables)
    }
}

/// A countdown as tutorials write it: a timer publisher, `onReceive`, and a way to stop it.
private struct Countdown: View {
    let log: PublisherTests.Log
    @State private var remaining = 3
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text(verbatim: "\(remaining)")
            Button("Stop") { timer.upstream.connect().cancel() }
        }
        .onReceive(timer) { date in
            log.ticks.append(date.timeIntervalSince(EnvironmentValues.defaultStartDate))
            if remaining > 0 { remaining -= 1 }
        }
    }
}

/// `Publisher`, `Just`, `$published`, `sink`, `assign(to:on:)`, `AnyCancellable`, `Timer.publish` on
/// the scene's clock and `onReceive`.
@MainActor
@Suite struct PublisherTests {
    @Observable final class Log {
        var ticks: [Double] = []
    }

    @Test func justSendsOneValueThenFinishes() {
        var events: [String] = []
        let subscription = Just(7).sink(receiveCompletion: { events.append("\($0 == .finished ? "finished" : "failed")") },
                                        receiveValue: { events.append("\($0)") })
        #expect(events == ["7", "finished"])
        subscription.cancel()
    }

    @Test func publishedSendsBeforeTheChangeUntilCancelled() {
        let board = Scoreboard()
        board.score = 1
        board.score = 5
        #expect(board.seen == ["0 was 0", "1 was 0", "5 was 1"])
        board.cancellables.removeAll()
        board.score = 6
        #expect(board.seen.count == 3)
        var cancellables: [AnyCancellable] = []
        Just(42).assign(to: \.score, on: board).store(in: &cancellables)
        #expect(board.score == 42)
    }

    @Test func aTimerTicksOnTheScenesClockUntilStopped() throws {
        let log = Log()
        let graph = makeGraph(Countdown(log: log))
        graph.runTimers(through: 2.5)
        #expect(log.ticks == [1, 2])
        #expect(graph.displayList(at: 2.5).flattened.first?.kind == "text:1")
        try graph.tap("Stop", at: 2.6)
        graph.runTimers(through: 10)
        #expect(log.ticks == [1, 2])
        #expect(graph.nextTimerTime == nil)
    }

    private struct ScoreLabel: View {
        @ObservedObject var board: Scoreboard
        @State private var last = -1
        var body: some View {
            Text(verbatim: "last \(last)")
                .onReceive(board.$score) { last = $0 }
        }
    }

    @Test func onReceiveOfAPublishedProperty() throws {
        let board = Scoreboard()
        let graph = makeGraph(ScoreLabel(board: board))
        #expect(graph.displayList(at: 0).flattened.first?.kind == "text:last 0")
        graph.perform(at: 0.1) { board.score = 3 }
        #expect(graph.displayList(at: 0.1).flattened.first?.kind == "text:last 3")
    }
}
