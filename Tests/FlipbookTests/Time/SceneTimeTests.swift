import Observation
import Testing
@testable import Flipbook
import FlipbookTestSupport

private struct AppearingSlide: View {
    @State private var x: CGFloat = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: x)
            .onAppear { withAnimation(.linear) { x = 100 } }
    }
}

/// Article 000's workaround, with the scene clock: the scale change comes 0.01 s after the colour change.
private struct TwoStepChange: View {
    @State private var isActive = false
    @State private var moved = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: moved ? 50 : 0).opacity(isActive ? 0.5 : 1)
            Button("Change") {
                isActive.toggle()
                afterDelay(0.01) { moved.toggle() }
            }
        }
    }
}

@Observable @MainActor
private final class Log {
    var lines: [String] = []
}

private struct Disappearing: View {
    let log: Log
    @State private var shown = true
    var body: some View {
        VStack {
            if shown {
                Color.red.frame(width: 10, height: 10)
                    .onAppear { log.lines.append("appear") }
                    .onDisappear { log.lines.append("disappear") }
            }
            Button("Hide") { shown = false }
        }
    }
}

/// Five rows removed in one update, each logging its disappearance.
private struct DisappearingRows: View {
    let log: Log
    @State private var rows = ["a", "b", "c", "d", "e"]
    var body: some View {
        VStack {
            ForEach(rows, id: \.self) { row in
                Text(row).onDisappear { log.lines.append(row) }
            }
            Button("Clear") { rows = [] }
        }
    }
}

@MainActor
@Suite struct SceneTimeTests {
    @Test func onAppearWithAnimationAnimatesFromTheFirstFrame() {
        let graph = makeGraph(AppearingSlide())
        let start = graph.displayList(at: 0).rect(ofShape: 0).minX
        #expect(graph.displayList(at: 0.175).rect(ofShape: 0).minX == start + 50)
        #expect(graph.displayList(at: 0.5).rect(ofShape: 0).minX == start + 100)
    }

    @Test func delayedActionsRunAtTheirSceneTime() throws {
        let scene = FlipbookScene("two-step", size: CGSize(width: 200, height: 100), duration: 1) {
            Tap("Change", at: 0.1)
        } content: {
            TwoStepChange()
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        let start = try run.displayList(at: 0).rect(ofShape: 0).minX
        #expect(try run.displayList(at: 0.105).rect(ofShape: 0).minX == start)
        #expect(try run.displayList(at: 0.115).rect(ofShape: 0).minX == start + 50)
    }

    @Test func onAppearAndOnDisappearFireWithStructuralChanges() throws {
        let log = Log()
        let graph = makeGraph(Disappearing(log: log))
        #expect(log.lines == ["appear"])
        _ = graph.displayList(at: 0.5)
        #expect(log.lines == ["appear"])
        try graph.tap("Hide", at: 1)
        #expect(log.lines == ["appear", "disappear"])
    }

    @Test func viewsRemovedTogetherRunTheirOnDisappearInTheSameOrderInEveryProcess() throws {
        let log = Log()
        let graph = makeGraph(DisappearingRows(log: log))
        try graph.tap("Clear", at: 0.1)
        #expect(log.lines == ["a", "b", "c", "d", "e"])
    }
}
