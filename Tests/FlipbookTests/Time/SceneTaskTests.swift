import Testing
@testable import Flipbook
import FlipbookTestSupport

/// What happened, each with the scene time it happened at.
@MainActor
private final class EventLog {
    var events: [String] = []
    func record(_ event: String) {
        let time = SceneTasks.currentTime().map { String(format: "%.3f", $0) } ?? "outside"
        events.append("\(event) at \(time)")
    }
}

private struct SleepingSteps: View {
    let log: EventLog
    @State private var step = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: CGFloat(step) * 10)
            .task {
                log.record("start")
                try? await Task.sleep(for: .seconds(1))
                step = 1
                log.record("slept 1 s")
                try? await Task.sleep(nanoseconds: 500_000_000)
                step = 2
                log.record("slept 0.5 s")
            }
    }
}

private struct DispatchedChange: View {
    let log: EventLog
    @State private var moved = false
    var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: moved ? 50 : 0)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                    moved = true
                    log.record("dispatched")
                }
            }
    }
}

private struct TaskFromButton: View {
    let log: EventLog
    @State private var loaded = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: loaded ? 50 : 0)
            Button("Load") {
                Task {
                    try await Task.sleep(for: .milliseconds(500))
                    loaded = true
                    log.record("loaded")
                }
            }
        }
    }
}

private struct RestartingTask: View {
    let log: EventLog
    @State private var query = "a"
    @State private var shown = true
    var body: some View {
        VStack {
            if shown {
                Color.red.frame(width: 10, height: 10)
                    .task(id: query) { [query] in
                        log.record("search \(query)")
                        do {
                            try await Task.sleep(for: .seconds(1))
                            log.record("found \(query)")
                        } catch {
                            log.record("cancelled \(query)")
                        }
                    }
            }
            Button("B") { query = "b" }
            Button("Hide") { shown = false }
        }
    }
}

private struct PerElement: View {
    let log: EventLog
    @State private var items = ["x", "y"]
    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in
                Color.red.frame(width: 10, height: 10)
            }
            .onAppear { log.record("appear") }
            .onDisappear { log.record("disappear") }
            .task { log.record("task") }
            Button("Add") { items.append("z") }
            Button("Remove") { items.removeFirst() }
        }
    }
}

private struct MainQueueAfterAction: View {
    let log: EventLog
    @State private var moved = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: moved ? 50 : 0)
            Button("Go") {
                DispatchQueue.main.async {
                    moved = true
                    log.record("dispatched, moved \(moved)")
                }
                log.record("action, moved \(moved)")
            }
        }
    }
}

private struct LoadedInTheBackground: View {
    let log: EventLog
    @State private var count = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: CGFloat(count))
            .onAppear {
                DispatchQueue.global().async {
                    let loaded = 30
                    DispatchQueue.main.async {
                        count = loaded
                        log.record("loaded \(loaded)")
                    }
                }
                log.record("appeared")
            }
    }
}

@MainActor
@Suite struct SceneTaskTests {
    private func scene(_ script: @escaping @MainActor @Sendable () -> [any ScriptEvent] = { [] },
                       _ content: @escaping @MainActor @Sendable () -> some View) throws -> SceneRun {
        let scene = FlipbookScene("tasks", size: CGSize(width: 200, height: 200), duration: 3, script: script, content: content)
        return try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
    }

    @Test func aTaskSleepResumesAtSceneTime() throws {
        let log = EventLog()
        let run = try scene { SleepingSteps(log: log) }
        let start = try run.displayList(at: 0).rect(ofShape: 0).minX
        #expect(try run.displayList(at: 0.99).rect(ofShape: 0).minX == start)
        #expect(try run.displayList(at: 1.0).rect(ofShape: 0).minX == start + 10)
        #expect(try run.displayList(at: 1.49).rect(ofShape: 0).minX == start + 10)
        #expect(try run.displayList(at: 1.51).rect(ofShape: 0).minX == start + 20)
        #expect(log.events == ["start at 0.000", "slept 1 s at 1.000", "slept 0.5 s at 1.500"])
    }

    @Test func asyncAfterOnTheMainQueueRunsAtSceneTime() throws {
        let log = EventLog()
        let run = try scene { DispatchedChange(log: log) }
        let start = try run.displayList(at: 0).rect(ofShape: 0).minX
        #expect(try run.displayList(at: 0.24).rect(ofShape: 0).minX == start)
        #expect(try run.displayList(at: 0.26).rect(ofShape: 0).minX == start + 50)
        #expect(log.events == ["dispatched at 0.250"])
    }

    @Test func aTaskStartedByAnActionIsASceneTask() throws {
        let log = EventLog()
        let run = try scene({ [Tap("Load", at: 0.5)] }) { TaskFromButton(log: log) }
        let start = try run.displayList(at: 0).rect(ofShape: 0).minX
        #expect(try run.displayList(at: 0.99).rect(ofShape: 0).minX == start)
        #expect(try run.displayList(at: 1.01).rect(ofShape: 0).minX == start + 50)
        #expect(log.events == ["loaded at 1.000"])
    }

    @Test func taskWithIDRestartsWhenTheIDChangesAndStopsWhenTheViewGoes() throws {
        let log = EventLog()
        let run = try scene({ [Tap("B", at: 0.5), Tap("Hide", at: 2)] }) { RestartingTask(log: log) }
        for time in [0, 0.5, 1, 1.5, 1.6, 2, 3] { _ = try run.displayList(at: time) }
        #expect(log.events == ["search a at 0.000", "cancelled a at 0.500", "search b at 0.500", "found b at 1.500"])
        let hidden = EventLog()
        let second = try scene({ [Tap("Hide", at: 0.5)] }) { RestartingTask(log: hidden) }
        for time in [0.0, 0.5, 2] { _ = try second.displayList(at: time) }
        #expect(hidden.events == ["search a at 0.000", "cancelled a at 0.500"])
    }

    @Test func appearanceAndTasksOnAForEachApplyToEachElement() throws {
        let log = EventLog()
        let run = try scene({ [Tap("Add", at: 1), Tap("Remove", at: 2)] }) { PerElement(log: log) }
        for time in [0.0, 1, 2, 2.5] { _ = try run.displayList(at: time) }
        #expect(log.events == ["appear at 0.000", "appear at 0.000", "task at 0.000", "task at 0.000",
                               "appear at 1.000", "task at 1.000", "disappear at 2.000"])
    }

    @Test func mainQueueAsyncInAnActionRunsAfterItAtTheSameSceneTime() throws {
        let log = EventLog()
        let run = try scene({ [Tap("Go", at: 0.5)] }) { MainQueueAfterAction(log: log) }
        // The 10-point square is centred in the 200-point scene (x 95) and moves 50 points.
        #expect(try run.displayList(at: 0.49).rect(ofShape: 0).minX == 95)
        #expect(try run.displayList(at: 0.5).rect(ofShape: 0).minX == 145)
        #expect(log.events == ["action, moved false at 0.500", "dispatched, moved true at 0.500"])
    }

    @Test func globalQueueAsyncInASceneRunsOnTheSceneClockAndSoDoesItsMainQueueReply() throws {
        let log = EventLog()
        let run = try scene { LoadedInTheBackground(log: log) }
        // The first frame already shows the loaded count: 95 (centred) + 30.
        #expect(try run.displayList(at: 0).rect(ofShape: 0).minX == 125)
        #expect(log.events == ["appeared at 0.000", "loaded 30 at 0.000"])
    }

    @Test nonisolated func asyncOutsideASceneGoesToTheQueue() async {
        let ranOnMainThread = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: Thread.isMainThread) }
        }
        #expect(ranOnMainThread == false)
    }
}
