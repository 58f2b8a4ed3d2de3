import Observation
import Testing
@testable import Flipbook
import FlipbookTestSupport

@Observable @MainActor
final class Counter {
    var count = 0
}

private struct CounterView: View {
    let counter: Counter
    var body: some View {
        Color.red.frame(width: 10 + CGFloat(counter.count) * 10, height: 10)
    }
}

@MainActor
@Suite struct SceneTests {
    @Test func observableModelChangesFromTheScriptUpdateTheView() throws {
        let scene = FlipbookScene("counter", size: CGSize(width: 100, height: 100), duration: 2, model: { Counter() }) { counter in
            At(0.5) { counter.count = 2 }
            At(1.0) { withAnimation(.linear(duration: 1)) { counter.count = 4 } }
        } content: { counter in
            CounterView(counter: counter)
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        #expect(try run.displayList(at: 0).rect(ofShape: 0).width == 10)
        #expect(try run.displayList(at: 0.5).rect(ofShape: 0).width == 30)
        #expect(try run.displayList(at: 1.5).rect(ofShape: 0).width == 40)
        #expect(try run.displayList(at: 2).rect(ofShape: 0).width == 50)
    }

    @Test func scriptEventsHappenAtTheirExactTimeNotAtAFrame() throws {
        // The tap at 0.01 s starts the 0.35 s linear slide then, so frame 1 (1/60 s)
        // already shows 0.00667 s of it.
        let scene = FlipbookScene("exact", size: CGSize(width: 400, height: 100), duration: 1) {
            Tap("Go", at: 0.01)
        } content: {
            SlideView()
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        let start = try run.displayList(at: 0).rect(ofShape: 0).minX
        let x = try run.displayList(at: 1.0 / 60).rect(ofShape: 0).minX
        #expect(abs(x - (start + 350 * (1.0 / 60 - 0.01) / 0.35)) < 1e-3)
    }

    @Test func scriptEventsOutsideTheSceneAreRejected() {
        let scene = FlipbookScene("late", size: CGSize(width: 10, height: 10), duration: 1) {
            Tap("Go", at: 2)
        } content: {
            SlideView()
        }
        #expect(throws: SceneError(message: "scene late: Tap(\"Go\", at: 2.0) is outside the scene's 0…1.0 s")) {
            try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        }
    }

    @Test func transactionClosureSeesTheAnimationOfChangedBranchesOnly() throws {
        var seen: [String] = []
        let view = TracedView { seen.append($0) }
        let graph = makeGraph(view)
        seen.removeAll()
        try graph.tap("Go", at: 0)
        #expect(seen == ["moving: BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))"])
    }
}

private struct SlideView: View {
    @State private var moved = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: moved ? 350 : 0).animation(.linear, value: moved)
            Button("Go") { moved.toggle() }
        }
        .frame(width: 400, alignment: .leading)
    }
}

private struct TracedView: View {
    let log: (String) -> Void
    @State private var moved = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: moved ? 50 : 0)
                .transaction { log("moving: \($0.animation.map { "\($0)" } ?? "nil")") }
            Color.blue.frame(width: 10, height: 10)
                .transaction { log("still: \($0.animation.map { "\($0)" } ?? "nil")") }
            Button("Go") { withAnimation(.linear) { moved.toggle() } }
        }
    }
}
