import Testing
import Flipbook
import FlipbookPlayer
import FlipbookScenes

/// `goldenTimes(.automatic)` picks the keyframe boundaries inside one keyframe timeline and the
/// phase boundaries of a phase animator.
@MainActor
@Suite struct KeyFrameBoundaryTests {
    let renderer: SceneRenderer

    init() throws { renderer = try SceneRenderer() }

    /// "Jump" at 0.25 s (frame 15 at 60 fps) plays a timeline of two tracks: y reaches its
    /// keyframes at 0.3 (linear), 0.8 (spring) and 1 s (cubic); the scale at 0.33 and 0.66 s
    /// (linear). The key frames are the first frames at or after 0.55, 0.58, 0.91, 1.05 and 1.25 s.
    @Test func keyframeBoundariesOfEveryTrackAreKeyFrames() throws {
        let scene = FlipbookScene("jump", size: CGSize(width: 200, height: 200), duration: 1.5) {
            Tap("Jump", at: 0.25)
        } content: {
            Jumper()
        }
        let keyFrames = try renderer.keyFrames(scene)
        let subject = "VStack/0/Circle keyframes animation"
        let boundaries = keyFrames.compactMap { frame in
            frame.reasons.first { $0.hasPrefix("\(subject) reaches keyframe boundary") }.map { (frame.index, $0) }
        }
        #expect(boundaries.map(\.0) == [33, 35, 55, 63, 75])
        #expect(boundaries.map(\.1) == (1...5).map { "\(subject) reaches keyframe boundary \($0)" })
        #expect(keyFrames.map(\.index) == [0, 15, 33, 35, 55, 63, 75])
        #expect(keyFrames.first { $0.index == 75 }?.reasons == [
            "\(subject) reaches keyframe boundary 5", "\(subject) is logically complete", "\(subject) ends", "settled"])
        let track = try renderer.valueTrack(scene)
        #expect(track.frame(32)?.subjects[ValueTrack.Subject(path: "VStack/0/Circle", attribute: "keyframes")]?["keyframe"] == "0")
        #expect(track.frame(33)?.subjects[ValueTrack.Subject(path: "VStack/0/Circle", attribute: "keyframes")]?["keyframe"] == "1")
    }

    /// "Pulse" at 0.1 s steps through scales 1.5, 0.8 and back to 1, 0.3 s linear each. Each step
    /// waits for the last one's animation to finish, which `PhaseAnimator` finds by sampling it
    /// every 1/300 s: 0.3033 s. The phases start at 0.1, 0.4033 and 0.7067 s: frames 6, 25 and 43,
    /// the last one giving the second phase's still running animation its new target.
    @Test func phaseBoundariesAreKeyFrames() throws {
        let keyFrames = try renderer.keyFrames(MotionScenes.pulse([1, 1.5, 0.8]))
        func phaseReasons(_ index: Int) -> [String] {
            keyFrames.first { $0.index == index }?.reasons.filter { $0.hasSuffix("starts") || $0.contains("takes a new target") } ?? []
        }
        #expect(phaseReasons(6) == ["VStack/0/if/Circle scale animation starts"])
        #expect(phaseReasons(25) == ["VStack/0/if/Circle scale animation 2 starts"])
        #expect(phaseReasons(43) == ["VStack/0/if/Circle scale animation 2 takes a new target (at 0.7067 s)"])
    }

    /// The seed phase animator's springs are logically complete, but still running, when its next
    /// phase starts: each phase boundary (every 0.5 s: frames 30, 60, 90, 120 and 150) starts an
    /// animation or gives a running one a new target.
    @Test func phaseBoundariesThatRetargetRunningSpringsAreKeyFrames() throws {
        let keyFrames = try renderer.keyFrames(SceneCatalog.scene(named: "phase-animator")!)
        let boundaries = keyFrames.filter { frame in
            frame.reasons.contains { $0.hasSuffix("starts") || $0.contains("takes a new target") }
        }
        #expect(boundaries.map(\.index) == [0, 30, 60, 90, 120, 150])
        #expect(keyFrames.first { $0.index == 60 }?.reasons.contains("if/RoundedRectangle rotation animation takes a new target (at 1 s)") == true)
    }
}

private struct Jump {
    var y: CGFloat = 0
    var scale: CGFloat = 1
}

private struct Jumper: View {
    @State private var jumps = 0

    var body: some View {
        VStack {
            Circle().fill(.red).frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: Jump(), trigger: jumps) { content, jump in
                    content.scaleEffect(jump.scale).offset(y: jump.y)
                } keyframes: { _ in
                    KeyframeTrack(\.y) {
                        LinearKeyframe(-40, duration: 0.3)
                        SpringKeyframe(-10, duration: 0.5)
                        CubicKeyframe(0, duration: 0.2)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.2, duration: 0.33)
                        LinearKeyframe(1, duration: 0.33)
                    }
                }
            Button("Jump") { jumps += 1 }
        }
    }
}
