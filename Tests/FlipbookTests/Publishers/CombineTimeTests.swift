import Foundation
import Testing
@testable import Flipbook

/// The time operators on the scene's clock: each value delivered at an exact scene time, with
/// `RunLoop.main` and `DispatchQueue.main` as schedulers and strides written as real code does.
@MainActor
@Suite struct CombineTimeTests {
    /// What a subscription received, with the scene time each arrived at.
    final class Arrivals<Value> {
        var values: [Value] = []
        var times: [Double] = []
        var completionTime: Double?
        var cancellables = Set<AnyCancellable>()

        func record<P: Publisher>(_ publisher: P) where P.Output == Value {
            publisher.sink(receiveCompletion: { [unowned self] _ in completionTime = RunLoop.main.now.seconds },
                           receiveValue: { [unowned self] in
                               values.append($0)
                               times.append(DispatchQueue.main.now.seconds)
                           }).store(in: &cancellables)
        }
    }

    /// A scene with nothing in it, whose clock the subscriptions run on.
    private func makeScene() -> ViewGraph { makeGraph(Color.clear) }

    /// Runs the delayed actions due before `time`, then `action` at `time`, as a scene run does.
    private func at(_ time: Double, in graph: ViewGraph, _ action: () -> Void) {
        graph.runTimers(through: time)
        graph.perform(at: time, action)
    }

    @Test func debounceSendsTheLastValueAfterAQuietPeriod() {
        let graph = makeScene()
        let query = PassthroughSubject<String, Never>()
        let arrivals = Arrivals<String>()
        at(0, in: graph) { arrivals.record(query.debounce(for: .milliseconds(250), scheduler: RunLoop.main)) }
        at(0.5, in: graph) { query.send("k") }
        at(0.625, in: graph) { query.send("ki") }
        at(0.75, in: graph) { query.send("kiw") }
        at(2, in: graph) { query.send("kiwi") }
        graph.runTimers(through: 5)
        #expect(arrivals.values == ["kiw", "kiwi"])
        #expect(arrivals.times == [1, 2.25])
    }

    @Test func debounceTimesLandOnFrames() {
        let graph = makeScene()
        let query = PassthroughSubject<Int, Never>()
        let arrivals = Arrivals<Int>()
        at(0, in: graph) { arrivals.record(query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)) }
        at(1.1, in: graph) { query.send(1) }
        graph.runTimers(through: 42.0 / 30)
        #expect(arrivals.times == [42.0 / 30])
    }

    @Test func throttleLatestSendsTheLatestOfEachInterval() {
        let graph = makeScene()
        let drags = PassthroughSubject<String, Never>()
        let latest = Arrivals<String>(), first = Arrivals<String>()
        at(0, in: graph) {
            latest.record(drags.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true))
            first.record(drags.throttle(for: 1, scheduler: RunLoop.main, latest: false))
        }
        for (time, value) in [(0.0, "a"), (0.25, "b"), (0.5, "c"), (1.5, "d"), (3.0, "e")] {
            at(time, in: graph) { drags.send(value) }
        }
        graph.runTimers(through: 5)
        #expect(latest.values == ["a", "c", "d", "e"])
        #expect(latest.times == [0, 1, 2, 3])
        #expect(first.values == ["a", "b", "d", "e"])
        #expect(first.times == [0, 1, 2, 3])
    }

    @Test func delayShiftsValuesAndTheEnd() {
        let graph = makeScene()
        let events = PassthroughSubject<Int, Never>()
        let arrivals = Arrivals<Int>()
        at(0, in: graph) { arrivals.record(events.delay(for: .seconds(1), scheduler: RunLoop.main)) }
        at(0.25, in: graph) { events.send(1) }
        at(0.5, in: graph) { events.send(2) }
        at(0.75, in: graph) { events.send(completion: .finished) }
        graph.runTimers(through: 1.4)
        #expect(arrivals.values == [1])
        graph.runTimers(through: 5)
        #expect(arrivals.values == [1, 2])
        #expect(arrivals.times == [1.25, 1.5])
        #expect(arrivals.completionTime == 1.75)
    }

    @Test func receiveOnDeliversAfterTheSendingCodeAtTheSameTime() {
        let graph = makeScene()
        let subject = PassthroughSubject<Int, Never>()
        let arrivals = Arrivals<Int>()
        var sentFirst = false
        at(0, in: graph) { arrivals.record(subject.receive(on: DispatchQueue.main)) }
        at(0.5, in: graph) {
            subject.send(7)
            sentFirst = arrivals.values.isEmpty
        }
        graph.runTimers(through: 0.5)
        #expect(sentFirst)
        #expect(arrivals.values == [7])
        #expect(arrivals.times == [0.5])
    }

    @Test func cancellingStopsWaitingValues() {
        let graph = makeScene()
        let subject = PassthroughSubject<Int, Never>()
        let arrivals = Arrivals<Int>()
        at(0, in: graph) { arrivals.record(subject.delay(for: .seconds(1), scheduler: RunLoop.main)) }
        at(0.5, in: graph) { subject.send(1) }
        at(1, in: graph) { arrivals.cancellables.removeAll() }
        graph.runTimers(through: 5)
        #expect(arrivals.values.isEmpty)
    }

    @Test func strideSpellings() {
        typealias Stride = RunLoop.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(300).timeInterval == 0.3)
        #expect(Stride.seconds(2).timeInterval == 2)
        #expect(Stride.seconds(0.5).timeInterval == 0.5)
        #expect(Stride.microseconds(250).timeInterval == 0.00025)
        #expect(Stride.nanoseconds(5).timeInterval == 5e-9)
        let literal: DispatchQueue.SchedulerTimeType.Stride = 0.75
        #expect(literal == .milliseconds(750))
        #expect(SceneSchedulerTime(seconds: 1).advanced(by: .milliseconds(500)).seconds == 1.5)
        #expect(SceneSchedulerTime(seconds: 1).distance(to: SceneSchedulerTime(seconds: 3)) == .seconds(2))
    }

    @Test func outsideASceneTheMainQueueDeliversOnTheDispatchClock() async throws {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = subject.debounce(for: .milliseconds(10), scheduler: DispatchQueue.main).sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(received.isEmpty)
        for _ in 0..<200 where received.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        #expect(received == [2])
        subscription.cancel()
    }

    /// A search screen's model as tutorials write it: results follow the query 0.3 s after the
    /// last keystroke.
    final class FruitSearch: ObservableObject {
        @Published var query = ""
        @Published var results: [String] = []
        static let fruit = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]

        init() {
            $query
                .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .removeDuplicates()
                .map { query in query.isEmpty ? Self.fruit : Self.fruit.filter { $0.localizedCaseInsensitiveContains(query) } }
                .assign(to: &$results)
        }
    }

    private struct FruitSearchView: View {
        @StateObject private var model = FruitSearch()
        var body: some View {
            VStack {
                TextField("Search", text: $model.query)
                Text(verbatim: model.results.joined(separator: ","))
            }
        }
    }

    @Test func aDebouncedSearchModelFollowsTypingOnTheSceneClock() throws {
        let graph = makeGraph(FruitSearchView())
        func shown(at time: Double) -> String? {
            graph.runTimers(through: time)
            graph.update(at: time)
            return graph.displayList(at: time).flattened.last?.kind
        }
        #expect(shown(at: 0.2) == "text:")
        #expect(shown(at: 0.3) == "text:Apple,Apricot,Banana,Blueberry,Cherry")
        for (index, letter) in ["a", "p", "r"].enumerated() {
            graph.runTimers(through: 1 + 0.1 * Double(index))
            try TypeText("Search", letter, at: 1 + 0.1 * Double(index)).perform(on: graph)
        }
        #expect(shown(at: 1.45) == "text:Apple,Apricot,Banana,Blueberry,Cherry")
        #expect(shown(at: 1.5) == "text:Apricot")
    }
}
