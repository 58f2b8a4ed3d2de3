import Testing
@testable import Flipbook

private enum LookupError: Error, Equatable { case offline, notFound }

/// The operators and publishers view models use for requests — `flatMap`, `switchToLatest`,
/// `zip`, `Future`, `Deferred`, `Empty`, `Fail` and the error operators: exact values in exact
/// order, with completions.
@MainActor
@Suite struct CombineRequestTests {
    typealias Log = CombineOperatorTests.Log

    @Test func flatMapSendsEveryInnerPublishersValuesAndFinishesAfterAllOfThem() {
        let queries = PassthroughSubject<String, Never>()
        var replies: [String: PassthroughSubject<Int, Never>] = [:]
        let log = Log<Int>()
        log.record(queries.flatMap { query in
            let reply = PassthroughSubject<Int, Never>()
            replies[query] = reply
            return reply
        })
        queries.send("a")
        queries.send("b")
        replies["b"]!.send(20)
        replies["a"]!.send(10)
        replies["b"]!.send(21)
        queries.send(completion: .finished)
        replies["a"]!.send(completion: .finished)
        #expect(log.completions == [])
        replies["b"]!.send(22)
        replies["b"]!.send(completion: .finished)
        #expect(log.values == [20, 10, 21, 22])
        #expect(log.completions == ["finished"])
    }

    @Test func flatMapOfJustAndOfASequence() {
        let log = Log<Int>()
        log.record([1, 2, 3].publisher.flatMap { Just($0 * 10) })
        #expect(log.values == [10, 20, 30])
        #expect(log.completions == ["finished"])
        let pairs = Log<Int>()
        pairs.record([1, 2].publisher.flatMap { [$0, $0 * 100].publisher })
        #expect(pairs.values == [1, 100, 2, 200])
        #expect(pairs.completions == ["finished"])
    }

    @Test func flatMapWithMaxPublishersRunsThatManyAtOnceInOrder() {
        let queries = PassthroughSubject<String, Never>()
        var replies: [String: PassthroughSubject<String, Never>] = [:]
        var started: [String] = []
        let log = Log<String>()
        log.record(queries.flatMap(maxPublishers: .max(1)) { query in
            started.append(query)
            let reply = PassthroughSubject<String, Never>()
            replies[query] = reply
            return reply
        })
        queries.send("a")
        queries.send("b")
        queries.send("c")
        #expect(started == ["a"])
        replies["a"]!.send("A")
        replies["a"]!.send(completion: .finished)
        #expect(started == ["a", "b"])
        replies["b"]!.send(completion: .finished)
        replies["c"]!.send("C")
        #expect(started == ["a", "b", "c"])
        #expect(log.values == ["A", "C"])
    }

    @Test func flatMapFailsAtTheFirstInnerFailureAndCancelsTheRest() {
        let queries = PassthroughSubject<String, LookupError>()
        var replies: [PassthroughSubject<Int, LookupError>] = []
        let log = Log<Int>()
        log.record(queries.flatMap { _ in
            let reply = PassthroughSubject<Int, LookupError>()
            replies.append(reply)
            return reply
        })
        queries.send("a")
        queries.send("b")
        replies[1].send(completion: .failure(.offline))
        replies[0].send(1)
        queries.send("c")
        #expect(log.values == [])
        #expect(log.completions == ["failed"])
        #expect(replies.count == 2)
    }

    @Test func flatMapFromAPublisherThatNeverFailsToOneThatMay() {
        let query = CurrentValueSubject<String, Never>("kiwi")
        let log = Log<Int>()
        log.record(query.flatMap { text -> AnyPublisher<Int, LookupError> in
            text.isEmpty ? Fail(error: LookupError.notFound).eraseToAnyPublisher()
                         : Just(text.count).setFailureType(to: LookupError.self).eraseToAnyPublisher()
        })
        query.send("fig")
        query.send("")
        query.send("plum")
        #expect(log.values == [4, 3])
        #expect(log.completions == ["failed"])
    }

    @Test func switchToLatestListensOnlyToTheNewestPublisher() {
        let queries = PassthroughSubject<String, Never>()
        var replies: [String: PassthroughSubject<String, Never>] = [:]
        var cancelled: [String] = []
        let log = Log<String>()
        log.record(queries.map { query -> AnyPublisher<String, Never> in
            let reply = PassthroughSubject<String, Never>()
            replies[query] = reply
            return AnyPublisher(CancelWatched(reply) { cancelled.append(query) })
        }.switchToLatest())
        queries.send("ki")
        queries.send("kiw")
        #expect(cancelled == ["ki"])
        replies["ki"]!.send("late answer for ki")
        replies["kiw"]!.send("kiwi")
        queries.send(completion: .finished)
        #expect(log.completions == [])
        replies["kiw"]!.send("kiwano")
        replies["kiw"]!.send(completion: .finished)
        #expect(log.values == ["kiwi", "kiwano"])
        #expect(log.completions == ["finished"])
    }

    @Test func switchToLatestOfPublishersThatMayFail() {
        let queries = PassthroughSubject<Int, Never>()
        let log = Log<Int>()
        log.record(queries.map { n -> AnyPublisher<Int, LookupError> in
            n < 0 ? Fail(error: .offline).eraseToAnyPublisher() : Just(n).setFailureType(to: LookupError.self).eraseToAnyPublisher()
        }.switchToLatest())
        queries.send(1)
        queries.send(2)
        queries.send(-1)
        queries.send(3)
        #expect(log.values == [1, 2])
        #expect(log.completions == ["failed"])
    }

    @Test func zipPairsValuesInOrderAndFinishesWhenNoPairCanCome() {
        let names = PassthroughSubject<String, Never>()
        let ages = PassthroughSubject<Int, Never>()
        let log = Log<String>()
        log.record(names.zip(ages) { "\($0) \($1)" })
        names.send("Ada")
        names.send("Grace")
        #expect(log.values == [])
        ages.send(36)
        names.send("Alan")
        names.send(completion: .finished)
        #expect(log.completions == [])
        ages.send(85)
        ages.send(41)
        #expect(log.values == ["Ada 36", "Grace 85", "Alan 41"])
        #expect(log.completions == ["finished"])
    }

    @Test func zipOfThreeAndOfTwoFutures() {
        let log = Log<String>()
        log.record([1, 2, 3].publisher.zip(["a", "b"].publisher, [true, false, true].publisher)
            .map { "\($0)\($1)\($2)" })
        #expect(log.values == ["1atrue", "2bfalse"])
        #expect(log.completions == ["finished"])
        let both = Log<Int>()
        both.record(Future<Int, Never> { $0(.success(2)) }.zip(Future { $0(.success(40)) }).map { $0 + $1 })
        #expect(both.values == [42])
        #expect(both.completions == ["finished"])
    }

    @Test func futureRunsItsWorkOnceAndGivesEverySubscriberTheResult() {
        var runs = 0
        var promise: Future<String, LookupError>.Promise?
        let future = Future<String, LookupError> { fulfil in
            runs += 1
            promise = fulfil
        }
        #expect(runs == 1)
        let early = Log<String>()
        early.record(future)
        promise!(.success("Ada"))
        promise!(.success("ignored"))
        let late = Log<String>()
        late.record(future)
        #expect(runs == 1)
        #expect(early.values == ["Ada"])
        #expect(early.completions == ["finished"])
        #expect(late.values == ["Ada"])
        #expect(late.completions == ["finished"])
        let failing = Log<String>()
        failing.record(Future<String, LookupError> { $0(.failure(.offline)) })
        #expect(failing.values == [])
        #expect(failing.completions == ["failed"])
    }

    @Test func aFutureNobodyKeepsStillDeliversToItsSubscriber() {
        var promise: Future<Int, Never>.Promise?
        let log = Log<Int>()
        log.record(Future<Int, Never> { promise = $0 })
        promise!(.success(7))
        #expect(log.values == [7])
        #expect(log.completions == ["finished"])
    }

    @Test func deferredMakesItsPublisherForEachSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Future<Int, Never> in
            made += 1
            return Future { $0(.success(made)) }
        }
        #expect(made == 0)
        let first = Log<Int>()
        first.record(deferred)
        let second = Log<Int>()
        second.record(deferred)
        #expect(first.values == [1])
        #expect(second.values == [2])
    }

    @Test func emptyAndFail() {
        let empty = Log<Int>()
        empty.record(Empty<Int, Never>())
        #expect(empty.values == [])
        #expect(empty.completions == ["finished"])
        let never = Log<Int>()
        never.record(Empty<Int, Never>(completeImmediately: false))
        #expect(never.completions == [])
        let fail = Log<Int>()
        fail.record(Fail<Int, LookupError>(error: .offline))
        #expect(fail.completions == ["failed"])
    }

    @Test func catchGoesOnWithTheReplacementPublisher() {
        let results = PassthroughSubject<[String], LookupError>()
        let log = Log<[String]>()
        log.record(results.catch { error in Just(error == .offline ? ["cached"] : []) })
        results.send(["Dune"])
        results.send(completion: .failure(.offline))
        results.send(["Emma"])
        #expect(log.values == [["Dune"], ["cached"]])
        #expect(log.completions == ["finished"])
    }

    @Test func replaceErrorSendsItsValueInPlaceOfTheFailure() {
        let results = PassthroughSubject<Int, LookupError>()
        let log = Log<Int>()
        log.record(results.replaceError(with: -1))
        results.send(3)
        results.send(completion: .failure(.notFound))
        #expect(log.values == [3, -1])
        #expect(log.completions == ["finished"])
    }

    @Test func mapErrorAndTryMap() {
        var failures: [LookupError] = []
        let mapped = Fail<Int, LookupError>(error: .offline).mapError { _ in LookupError.notFound }
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failures.append(error) } }, receiveValue: { _ in })
        #expect(failures == [.notFound])
        mapped.cancel()
        let parsed = Log<Int>()
        parsed.record(["4", "2", "x", "9"].publisher.tryMap { text -> Int in
            guard let number = Int(text) else { throw LookupError.notFound }
            return number
        })
        #expect(parsed.values == [4, 2])
        #expect(parsed.completions == ["failed"])
    }

    @Test func cancellingStopsFlatMapSwitchToLatestAndZip() {
        let upstream = PassthroughSubject<Int, Never>()
        let inner = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let flat = upstream.flatMap { _ in inner }.sink { received.append($0) }
        let latest = upstream.map { _ in inner }.switchToLatest().sink { received.append($0 * 10) }
        let zipped = upstream.zip(inner).sink { received.append($0 * 100 + $1) }
        upstream.send(1)
        inner.send(2)
        // The zip subscribed to `inner` when it was made, the others when `upstream` sent 1.
        #expect(received == [102, 2, 20])
        flat.cancel()
        latest.cancel()
        zipped.cancel()
        upstream.send(3)
        inner.send(4)
        #expect(received == [102, 2, 20])
    }
}

/// A publisher that reports when its subscription is cancelled.
private struct CancelWatched<Upstream: Publisher>: Publisher {
    typealias Output = Upstream.Output
    typealias Failure = Upstream.Failure
    let upstream: Upstream
    let onCancel: () -> Void

    init(_ upstream: Upstream, onCancel: @escaping () -> Void) {
        self.upstream = upstream
        self.onCancel = onCancel
    }

    func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                   receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let subscription = upstream.subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        return AnyCancellable {
            onCancel()
            subscription.cancel()
        }
    }
}

/// A model holding another, forwarding its changes as app code does.
private final class Settings: ObservableObject {
    @Published var volume = 5
}

private final class Player: ObservableObject {
    @Published var title = "Intro"
    let settings = Settings()
    private var forwarding: AnyCancellable?

    init() {
        forwarding = settings.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }
    }
}

@MainActor
@Suite struct ObjectWillChangeTests {
    @Test func subscribersHearEveryPublishedChangeAndSendBeforeTheChange() {
        let player = Player()
        var heard: [String] = []
        let watching = player.objectWillChange.sink { heard.append("\(player.title) \(player.settings.volume)") }
        player.title = "Verse"
        player.settings.volume = 7
        player.objectWillChange.send()
        Just("Chorus").assign(to: &player.$title)
        #expect(heard == ["Intro 5", "Verse 5", "Verse 7", "Verse 7"])
        watching.cancel()
        player.title = "Outro"
        #expect(heard.count == 4)
    }
}
