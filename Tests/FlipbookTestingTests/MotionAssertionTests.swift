import Testing
import Flipbook
import FlipbookPlayer
@testable import FlipbookTesting

/// Each motion assertion on a good scene (no problem) and on a deliberately broken one (its message).
@MainActor
@Suite struct MotionAssertionTests {
    let renderer: SceneRenderer
    init() throws { renderer = try SceneRenderer() }

    @Test func settling() throws {
        let slow = try renderer.valueTrack(MotionScenes.growingBar(.easeInOut(duration: 1)))
        #expect(slow.settlingProblems(by: 1.3).isEmpty)
        let problems = slow.settlingProblems(by: 0.8)
        #expect(problems.count == 2)
        #expect(problems.first?.hasPrefix("growing-bar: VStack/0/Rectangle still changes after 0.8 s: frame 49 (0.817 s): h ") == true)
        #expect(problems.first?.hasSuffix("; it settles at frame 75 (1.25 s)") == true)
    }

    @Test func overshoot() throws {
        #expect(try renderer.valueTrack(MotionScenes.growingBar(.smooth)).overshootProblems(below: 0.01).isEmpty)
        let bouncy = try renderer.valueTrack(MotionScenes.growingBar(.spring(duration: 0.5, bounce: 0.5)))
        #expect(bouncy.overshootProblems(below: 0.1, view: "Rectangle") == [
            "growing-bar: VStack/0/Rectangle frame animation (FluidSpringAnimation(response: 0.5, dampingFraction: 0.5, "
                + "blendDuration: 0.0)) overshoots by 15.9% of its change at frame 32 (0.533 s, p = 1.159); the bound is 10%"])
    }

    @Test func jumps() throws {
        #expect(try renderer.valueTrack(MotionScenes.card(animated: true)).jumpProblems(maximum: 20).isEmpty)
        let popping = try renderer.valueTrack(MotionScenes.card(animated: false))
        #expect(popping.jumpProblems(maximum: 20) == [
            #"card: frame 15: VStack/1/Text("Show") jumps 30 pt in one frame (at most 20): (128, 90) 45×21 → (128, 120) 45×21"#,
            #"card: frame 15: VStack/0/if/Text("Card") appears at opacity 1 in one frame (at most 0.5)"#,
            "card: frame 15: VStack/0/if/ZStack/Rectangle appears at opacity 1 in one frame (at most 0.5)"])
    }

    @Test func phasesInOrder() throws {
        let inOrder = try renderer.valueTrack(MotionScenes.pulse([1, 1.5, 0.8]))
        #expect(inOrder.phaseProblems(view: "Circle", attribute: "sx", reach: [1.5, 0.8, 1]).isEmpty)
        let swapped = try renderer.valueTrack(MotionScenes.pulse([1, 0.8, 1.5]))
        #expect(swapped.phaseProblems(view: "Circle", attribute: "sx", reach: [1.5, 0.8, 1]) == [
            "pulse: VStack/0/if/Circle sx never reaches phase 2 (0.8) after phase 1 (1.5, frame 42); its sx stays within 1…1.492"])
    }

    @Test func duration() throws {
        let track = try renderer.valueTrack(MotionScenes.growingBar(.easeInOut(duration: 0.5)))
        #expect(track.durationProblems(view: "Rectangle", attribute: "frame", is: 0.5).isEmpty)
        #expect(track.durationProblems(view: "Rectangle", attribute: "frame", is: 0.35) == [
            "growing-bar: VStack/0/Rectangle frame animation (BezierAnimation(duration: 0.5, curve: SwiftUI.UnitCurve.CubicSolver("
                + "ax: 0.52, bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))) runs for 0.5 s (from 0.25 s to frame 45), "
                + "not 0.35 s (± 0.017 s)"])
        #expect(track.durationProblems(view: "Circle", is: 0.35) == ["growing-bar: no animation of Circle runs in the frames sampled"])
    }

    @Test func reduceMotionIsASceneVariant() throws {
        let animated = try renderer.valueTrack(MotionScenes.politeBar(reduceMotion: false))
        #expect(animated.durationProblems(view: "Rectangle", attribute: "frame", is: 0.35).isEmpty)
        let reduced = try renderer.valueTrack(MotionScenes.politeBar(reduceMotion: true))
        #expect(reduced.subjects.allSatisfy { $0.attribute == nil })
        #expect(reduced.frame(15)?.subjects[ValueTrack.Subject(path: "VStack/0/Rectangle")]?["h"] == "160")
    }

    @Test func theAssertionsReportThroughTheTestFramework() {
        withKnownIssue {
            assertDuration(of: MotionScenes.growingBar(.easeInOut(duration: 0.5)), view: "Rectangle", is: 0.35)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("growing-bar: VStack/0/Rectangle frame animation") == true
        }
        assertSettles(MotionScenes.growingBar(.easeInOut(duration: 0.35)), by: 0.6)
        assertOvershoot(of: MotionScenes.growingBar(.smooth), below: 0.01)
        assertNoJumps(in: MotionScenes.card(animated: true), maximum: 20)
        assertPhases(of: MotionScenes.pulse([1, 1.5, 0.8]), view: "Circle", attribute: "sx", reach: [1.5, 0.8])
    }
}
