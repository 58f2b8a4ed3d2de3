import Testing
@testable import Flipbook

private enum Failure: Error, Equatable { case broken }

/// The value operators and subjects as tutorials chain them: exact values in exact order.
@MainActor
@Suite struct CombineOperatorTests {
    /// Collects what a subscription receives, completion as "finished"/"failed".
    final class Log<Value> {
        var values: [Value] = []
        var completions: [String] = []
        var cancellables = Set<AnyCancellable>()

        func record<P: Publisher>(_ publisher: P) where P.Output == Value {
            publisher.sink(receiveCompletion: { [unowned self] in
                if case .finished = $0 { completions.append("finished") } else { completions.append("failed") }
            }, receiveValue: { [unowned self] in values.append($0) }).store(in: &cancellables)
        }
    }

    @Test func mapFilterCompactMapChain() {
        let typed = PassthroughSubject<String, Never>()
        let log = Log<Int>()
        log.record(typed.compactMap { Int($0) }.filter { $0.isMultiple(of: 2) }.map { $0 * 10 })
        for text in ["1", "2", "x", "4", "5", "6"] { typed.send(text) }
        typed.send(completion: .finished)
        typed.send("8")
        #expect(log.values == [20, 40, 60])
        #expect(log.completions == ["finished"])
    }

    @Test func mapTakesAKeyPath() {
        let log = Log<Int>()
        log.record(["a", "bb", "ccc"].publisher.map(\.count))
        #expect(log.values == [1, 2, 3])
        #expect(log.completions == ["finished"])
    }

    @Test func removeDuplicatesDropsRepeatsInARowOnly() {
        let log = Log<Int>()
        log.record([1, 1, 2, 2, 2, 1, 3, 3].publisher.removeDuplicates())
        #expect(log.values == [1, 2, 1, 3])
        let byParity = Log<Int>()
        byParity.record([1, 3, 2, 4, 5].publisher.removeDuplicates { $0 % 2 == $1 % 2 })
        #expect(byParity.values == [1, 2, 5])
    }

    @Test func dropFirstLeavesOutTheCurrentValue() {
        let count = CurrentValueSubject<Int, Never>(0)
        let log = Log<Int>()
        log.record(count.dropFirst())
        count.send(1)
        count.send(2)
        #expect(log.values == [1, 2])
        let fromThird = Log<Int>()
        fromThird.record([1, 2, 3, 4].publisher.dropFirst(2))
        #expect(fromThird.values == [3, 4])
    }

    @Test func scanSendsRunningResults() {
        let log = Log<Int>()
        log.record([1, 2, 3, 4].publisher.scan(0, +))
        #expect(log.values == [1, 3, 6, 10])
        let words = Log<String>()
        words.record(["a", "b"].publisher.scan("") { $0 + $1 })
        #expect(words.values == ["a", "ab"])
    }

    @Test func combineLatestWaitsForBothThenSendsEachChange() {
        let email = PassthroughSubject<String, Never>()
        let password = CurrentValueSubject<String, Never>("")
        let log = Log<Bool>()
        log.record(email.combineLatest(password) { $0.contains("@") && $1.count >= 4 })
        #expect(log.values.isEmpty)
        email.send("ada@x.org")
        password.send("abc")
        password.value = "abcd"
        email.send("ada")
        #expect(log.values == [false, false, true, false])
        email.send(completion: .finished)
        #expect(log.completions.isEmpty)
        password.send(completion: .finished)
        #expect(log.completions == ["finished"])
    }

    @Test func combineLatestThreeAndFailure() {
        let a = CurrentValueSubject<Int, Failure>(1), b = CurrentValueSubject<Int, Failure>(2), c = PassthroughSubject<Int, Failure>()
        let log = Log<Int>()
        log.record(Publishers.CombineLatest3(a, b, c).map { $0 + $1 + $2 })
        c.send(10)
        a.send(5)
        b.send(completion: .failure(.broken))
        a.send(100)
        #expect(log.values == [13, 17])
        #expect(log.completions == ["failed"])
    }

    @Test func mergeInterleavesAndFinishesWhenBothDo() {
        let taps = PassthroughSubject<String, Never>()
        let keys = PassthroughSubject<String, Never>()
        let log = Log<String>()
        log.record(taps.merge(with: keys))
        taps.send("tap 1")
        keys.send("key 1")
        taps.send("tap 2")
        taps.send(completion: .finished)
        keys.send("key 2")
        #expect(log.completions.isEmpty)
        keys.send(completion: .finished)
        #expect(log.values == ["tap 1", "key 1", "tap 2", "key 2"])
        #expect(log.completions == ["finished"])
    }

    @Test func prependAndAppend() {
        let later = PassthroughSubject<Int, Never>()
        let log = Log<Int>()
        log.record(later.prepend(0, 1).append(99))
        #expect(log.values == [0, 1])
        later.send(2)
        later.send(completion: .finished)
        #expect(log.values == [0, 1, 2, 99])
        #expect(log.completions == ["finished"])
    }

    @Test func eraseToAnyPublisherKeepsBehaviour() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<String, Never> = subject.map { "#\($0)" }.eraseToAnyPublisher()
        let log = Log<String>()
        log.record(erased)
        subject.send(3)
        #expect(log.values == ["#3"])
    }

    @Test func currentValueSubjectSendsItsValueFirstAndKeepsTheLatest() {
        let count = CurrentValueSubject<Int, Never>(0)
        count.value += 1
        let log = Log<Int>()
        log.record(count)
        count.send(5)
        #expect(count.value == 5)
        #expect(log.values == [1, 5])
        count.send(completion: .finished)
        count.send(6)
        #expect(count.value == 5)
        let late = Log<Int>()
        late.record(count)
        #expect(late.values.isEmpty)
        #expect(late.completions == ["finished"])
    }

    @Test func passthroughSubjectSendsToCurrentSubscribersOnly() {
        let refresh = PassthroughSubject<Void, Never>()
        var first = 0, second = 0
        let a = refresh.sink { first += 1 }
        refresh.send()
        let b = refresh.sink { second += 1 }
        refresh.send()
        a.cancel()
        refresh.send()
        #expect(first == 2)
        #expect(second == 2)
        b.cancel()
    }

    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published var count = 0
        init() { $query.map(\.count).assign(to: &$count) }
    }

    @Test func assignToPublishedWritesTheProperty() {
        let model = SearchModel()
        #expect(model.count == 0)
        model.query = "kiwi"
        #expect(model.count == 4)
        var seen: [Int] = []
        let watching = model.$count.sink { seen.append($0) }
        model.query = "fig"
        #expect(seen == [4, 3])
        watching.cancel()
    }

    private struct CountLabel: View {
        @StateObject var model = SearchModel()
        var body: some View {
            VStack {
                TextField("Query", text: $model.query)
                Text(verbatim: "\(model.count) letters")
            }
        }
    }

    @Test func assignToPublishedUpdatesTheViewsReadingIt() throws {
        let graph = makeGraph(CountLabel())
        #expect(graph.displayList(at: 0).flattened.contains { $0.kind == "text:0 letters" })
        try TypeText("Query", "plum", at: 0.5).perform(on: graph)
        graph.update(at: 0.5)
        #expect(graph.displayList(at: 0.5).flattened.contains { $0.kind == "text:4 letters" })
    }
}
