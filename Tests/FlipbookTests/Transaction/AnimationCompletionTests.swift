import Testing
@testable import Flipbook
import FlipbookTestSupport

/// What happened, each with the scene time it happened at.
@MainActor
private final class CompletionLog {
    var events: [String] = []
    func record(_ event: String) {
        events.append("\(event) at \(SceneTasks.currentTime().map { String(format: "%.4f", $0) } ?? "outside")")
    }
}

private struct CompletingSlide: View {
    let log: CompletionLog
    let animation: Animation
    let criteria: AnimationCompletionCriteria
    @State private var moved = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
            Button("Move") {
                withAnimation(animation, completionCriteria: criteria) { moved.toggle() } completion: { log.record("done") }
            }
            Button("Nothing") {
                withAnimation(animation) { } completion: { log.record("nothing") }
            }
        }
    }
}

private struct TransactionCompletion: View {
    let log: CompletionLog
    @State private var moved = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
            Button("Move") {
                var transaction = Transaction(animation: .linear(duration: 0.25))
                transaction.addAnimationCompletion(criteria: .removed) { log.record("removed") }
                withTransaction(transaction) { moved = true }
            }
        }
    }
}

private struct BindingAnimation: View {
    @State private var moved = false
    var body: some View {
        let binding = $moved.animation(.linear(duration: 1))
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
            Button("Move") { binding.wrappedValue = true }
            Button("Back") { $moved.transaction(Transaction(animation: .linear(duration: 0.5))).wrappedValue = false }
        }
    }
}

@MainActor
@Suite struct AnimationCompletionTests {
    private func run(_ script: @escaping @MainActor @Sendable () -> [any ScriptEvent],
                     _ content: @escaping @MainActor @Sendable () -> some View) throws -> SceneRun {
        let scene = FlipbookScene("completion", size: CGSize(width: 300, height: 200), duration: 3, script: script, content: content)
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        for frame in 0..<scene.frameCount { _ = try run.displayList(at: run.time(ofFrame: frame)) }
        return run
    }

    @Test func completionRunsWhenACurveEnds() throws {
        let log = CompletionLog()
        _ = try run({ [Tap("Move", at: 0.5)] }) { CompletingSlide(log: log, animation: .linear(duration: 0.5), criteria: .logicallyComplete) }
        #expect(log.events == ["done at 1.0000"])
    }

    @Test func aSpringIsLogicallyCompleteBeforeItIsRemoved() throws {
        let spring = Animation.spring(duration: 0.5, bounce: 0)
        let logical = spring.completionTime(.logicallyComplete)
        let removed = spring.completionTime(.removed)
        #expect(logical < removed)
        let log = CompletionLog()
        _ = try run({ [Tap("Move", at: 0.5)] }) { CompletingSlide(log: log, animation: spring, criteria: .logicallyComplete) }
        #expect(log.events == ["done at " + String(format: "%.4f", 0.5 + logical)])
        let removal = CompletionLog()
        _ = try run({ [Tap("Move", at: 0.5)] }) { CompletingSlide(log: removal, animation: spring, criteria: .removed) }
        #expect(removal.events == ["done at " + String(format: "%.4f", 0.5 + removed)])
    }

    @Test func aTransactionThatAnimatesNothingCompletesAtOnce() throws {
        let log = CompletionLog()
        _ = try run({ [Tap("Nothing", at: 0.25)] }) { CompletingSlide(log: log, animation: .linear(duration: 0.5), criteria: .removed) }
        #expect(log.events == ["nothing at 0.2500"])
    }

    @Test func addAnimationCompletionRunsWhenTheTransactionsAnimationsEnd() throws {
        let log = CompletionLog()
        _ = try run({ [Tap("Move", at: 1)] }) { TransactionCompletion(log: log) }
        #expect(log.events == ["removed at 1.2500"])
    }

    @Test func bindingAnimationAnimatesItsWrites() throws {
        let scene = FlipbookScene("binding", size: CGSize(width: 300, height: 200), duration: 3) {
            Tap("Move", at: 0)
            Tap("Back", at: 2)
        } content: {
            BindingAnimation()
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        let start = try run.displayList(at: 0).rect(ofShape: 0).minX
        #expect(try run.displayList(at: 0.5).rect(ofShape: 0).minX == start + 50)
        #expect(try run.displayList(at: 1).rect(ofShape: 0).minX == start + 100)
        #expect(try run.displayList(at: 2.25).rect(ofShape: 0).minX == start + 50)
        #expect(try run.displayList(at: 2.5).rect(ofShape: 0).minX == start)
    }
}
