import Foundation
import Testing
@testable import Flipbook
import FlipbookDisplayList
import FlipbookTestSupport

/// The dates app code read, each under a name.
@MainActor
private final class DateLog {
    var dates: [String: Date] = [:]
    var seconds: [String: Double] = [:]
    var instants: [ContinuousClock.Instant] = []
    /// Seconds after `start` of each date read, by name.
    func offsets(from start: Date) -> [String: Double] { dates.mapValues { $0.timeIntervalSince(start) } }
}

/// Reads `Date.now` in its body (through a timeline view redrawn every frame), not `context.date`.
private struct BodyReadsNow: View {
    let start: Date
    var body: some View {
        TimelineView(.animation) { _ in
            Text("\(Int((Date.now.timeIntervalSince(start) * 1000).rounded())) ms")
        }
    }
}

/// Stores `Date()` where app code does: a property's initial value, onAppear, a button's action,
/// a task after a sleep, a timer's tick.
private struct StoresDates: View {
    let log: DateLog
    @State private var made = Date.now
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    var body: some View {
        Button("Mark") { log.dates["action"] = Date() }
            .onAppear {
                log.dates["made"] = made
                log.dates["appear"] = Date.now
            }
            .task {
                try? await Task.sleep(for: .seconds(1))
                log.dates["task"] = Date()
            }
            .onReceive(timer) { tick in
                guard log.dates["tick"] == nil else { return }
                log.dates["tick"] = tick
                log.dates["tick now"] = .now
            }
    }
}

/// Reads the clock from its button's action on the main thread and on a thread of its own.
private struct ReadsOnTwoThreads: View {
    let log: DateLog
    var body: some View {
        Button("Read") {
            log.dates["main"] = Date()
            let other = OtherThreadDate()
            log.dates["other thread"] = other.read()
        }
    }
}

/// A date read on a new thread, waited for.
private final class OtherThreadDate: @unchecked Sendable {
    private var date = Date.distantPast
    func read() -> Date {
        let done = DispatchSemaphore(value: 0)
        Thread { self.date = Date(); done.signal() }.start()
        done.wait()
        return date
    }
}

@MainActor
@Suite struct SceneWallClockTests {
    private let start = EnvironmentValues.defaultStartDate

    private func run(_ date: Date = EnvironmentValues.defaultStartDate, @ScriptBuilder script: @escaping @MainActor @Sendable () -> [any ScriptEvent] = { [] },
                     _ content: @escaping @MainActor @Sendable () -> some View) throws -> SceneRun {
        var scene = FlipbookScene("clock", size: CGSize(width: 200, height: 100), duration: 3, script: script, content: content)
        scene.date = date
        return try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
    }

    private func texts(_ list: DisplayList) -> [String] {
        list.flattened.map(\.kind).filter { $0.hasPrefix("text:") }.map { String($0.dropFirst(5)) }
    }

    @Test func aBodyReadingNowShowsTheScenesDateAtEachFrame() throws {
        let start = start
        let run = try run { BodyReadsNow(start: start) }
        #expect(texts(try run.displayList(at: 0)) == ["0 ms"])
        #expect(texts(try run.displayList(at: 0.5)) == ["500 ms"])
        #expect(texts(try run.displayList(at: 1.25)) == ["1250 ms"])
    }

    @Test func codeStoringDateGetsTheSceneTimeItRunsAt() throws {
        let log = DateLog()
        let run = try run { Tap("Mark", at: 0.25) } _: { StoresDates(log: log) }
        _ = try run.displayList(at: 2)
        #expect(log.offsets(from: start) == ["made": 0, "appear": 0, "action": 0.25, "tick": 0.5, "tick now": 0.5, "task": 1])
    }

    @Test func anotherDateGivesAnotherClock() throws {
        let log = DateLog()
        let date = Date(timeIntervalSince1970: 1_795_729_260)
        let run = try run(date) { Tap("Mark", at: 0.75) } _: { StoresDates(log: log) }
        _ = try run.displayList(at: 1)
        #expect(log.offsets(from: date) == ["made": 0, "appear": 0, "action": 0.75, "tick": 0.5, "tick now": 0.5, "task": 1])
    }

    @Test func theCFunctionsAnswerTheSceneDateToo() throws {
        let log = DateLog()
        let run = try run { Tap("Mark", at: 0.5) } _: {
            Button("Mark") {
                var value = timeval()
                gettimeofday(&value, nil)
                log.seconds["gettimeofday"] = Double(value.tv_sec) + Double(value.tv_usec) / 1e6
                log.seconds["time"] = Double(time(nil))
            }
        }
        _ = try run.displayList(at: 1)
        let since1970 = start.timeIntervalSince1970
        #expect(log.seconds == ["gettimeofday": since1970 + 0.5, "time": since1970])
    }

    @Test func onlyTheThreadComputingTheSceneReadsItsDate() throws {
        let log = DateLog()
        let before = Date()
        let run = try run { Tap("Read", at: 0.5) } _: { ReadsOnTwoThreads(log: log) }
        _ = try run.displayList(at: 1)
        let after = Date()
        #expect(log.dates["main"] == start + 0.5)
        let other = try #require(log.dates["other thread"])
        #expect(before <= other && other <= after)
    }

    @Test func outsideAScenesComputationTheClockIsReal() throws {
        let continuous = ContinuousClock()
        let clockBefore = continuous.now
        let before = Date()
        let run = try run { BodyReadsNow(start: EnvironmentValues.defaultStartDate) }
        _ = try run.displayList(at: 1)
        let between = Date()
        _ = try run.displayList(at: 2)
        let after = Date()
        let elapsed = continuous.now - clockBefore
        // The real clock moved on by what the monotonic clock measured (give or take the reads'
        // own timing), not by the 2 s of scene time.
        let measured = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        #expect(abs(after.timeIntervalSince(before) - measured) < 0.5)
        #expect(before <= between && between <= after)
        #expect(before.timeIntervalSince(start) > 365 * 86_400)
    }

    @Test func monotonicClocksKeepRunningInsideAScene() throws {
        let continuous = ContinuousClock()
        let before = continuous.now
        let log = DateLog()
        let run = try run { Tap("Mark", at: 0.5); Tap("Mark", at: 2.5) } _: {
            Button("Mark") { log.instants.append(continuous.now) }
        }
        _ = try run.displayList(at: 3)
        let after = continuous.now
        let inside = log.instants
        #expect(inside.count == 2)
        #expect(inside.allSatisfy { before <= $0 && $0 <= after })
        // Scene time passed 2 s between the taps; the monotonic clock, only the time the run took.
        #expect(inside[1] - inside[0] < .seconds(2))
    }

    @Test func twoScenesComputedInTurnKeepTheirOwnDates() throws {
        let first = DateLog(), second = DateLog()
        let later = start + 86_400
        let a = try run { Tap("Mark", at: 0.25); Tap("Mark", at: 0.75) } _: { StoresDates(log: first) }
        let b = try run(later) { Tap("Mark", at: 0.5) } _: { StoresDates(log: second) }
        _ = try a.displayList(at: 0.3)
        _ = try b.displayList(at: 0.6)
        #expect(first.dates["action"] == start + 0.25)
        #expect(second.dates["action"] == later + 0.5)
        _ = try a.displayList(at: 0.8)
        #expect(first.dates["action"] == start + 0.75)
        #expect(second.dates["action"] == later + 0.5)
    }
}
