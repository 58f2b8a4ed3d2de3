import Testing
@testable import Flipbook
import FlipbookTestSupport

@MainActor
@Suite struct PhaseAnimatorTests {
    @Test func completionTimesOfCurvesAndSprings() {
        // A 0.35 s curve finishes on the first 1/300 s step after 0.35; a fluid spring completes at its response.
        #expect(abs(PhaseAnimator<Int, Int, EmptyView>.completionTime(.linear) - 106.0 / 300) < 1e-9)
        #expect(abs(PhaseAnimator<Int, Int, EmptyView>.completionTime(.smooth) - 0.5) < 1e-9)
    }

    @Test func loopingPhasesStepOnTheirOwn() throws {
        let scene = FlipbookScene("phases", size: CGSize(width: 300, height: 100), duration: 2) {
            PhaseAnimator([0.0, 100.0, 200.0]) { x in
                Color.red.frame(width: 10, height: 10).offset(x: x)
            } animation: { _ in .linear }
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        let start = try run.displayList(at: 0).rect(ofShape: 0).minX
        // Step 1 (0 → 100) runs 0…0.35; step 2 (100 → 200) starts at 106/300 s.
        #expect(try run.displayList(at: 0.175).rect(ofShape: 0).minX == start + 50)
        #expect(try run.displayList(at: 106.0 / 300 + 0.175).rect(ofShape: 0).minX == start + 150)
        #expect(try run.displayList(at: 0.9).rect(ofShape: 0).minX < start + 200)
    }

    @Test func aTriggerPlaysTheSequenceOnceBackToTheStart() throws {
        let scene = FlipbookScene("trigger", size: CGSize(width: 300, height: 100), duration: 3) {
            Tap("Go", at: 0.5)
        } content: {
            TriggeredPhases()
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        let start = try run.displayList(at: 0).rect(ofShape: 0).minX
        #expect(try run.displayList(at: 0.4).rect(ofShape: 0).minX == start)
        #expect(try run.displayList(at: 0.5 + 0.175).rect(ofShape: 0).minX == start + 50)
        #expect(try run.displayList(at: 2.5).rect(ofShape: 0).minX == start)
    }
}

private struct TriggeredPhases: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10)
                .phaseAnimator([0.0, 100.0], trigger: taps) { content, x in content.offset(x: x) } animation: { _ in .linear }
            Button("Go") { taps += 1 }
        }
    }
}
