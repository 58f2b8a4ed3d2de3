import Foundation
import Testing
import Flipbook
import FlipbookPlayer
import FlipbookScenes
@testable import FlipbookTesting

@MainActor
@Suite struct ValueTrackTests {
    /// Value-track goldens of five seed scenes (under `__Snapshots__/ValueTrackTests/`).
    @Test(arguments: ["explicit-animation", "implicit-animation", "phase-animator", "move-view", "keyframe-animator"])
    func seedSceneTracks(name: String) {
        assertTrack(of: SceneCatalog.scene(named: name)!, named: name)
    }

    @Test func theTextReadsBackAsTheSameTrack() throws {
        let renderer = try SceneRenderer()
        for scene in [SceneCatalog.scene(named: "explicit-animation")!, MotionScenes.card(animated: true),
                      MotionScenes.pulse([1, 1.5, 0.8])] {
            let track = try renderer.valueTrack(scene)
            #expect(try ValueTrack(parsing: track.text) == track)
        }
        let sampled = try renderer.valueTrack(MotionScenes.card(animated: true), frames: [0, 15, 16, 40])
        #expect(try ValueTrack(parsing: sampled.text) == sampled)
    }

    @Test func viewsAndAnimationsAreNamedByTheirPlaceInTheTree() throws {
        let track = try SceneRenderer().valueTrack(SceneCatalog.scene(named: "explicit-animation")!)
        let frame = try #require(track.frame(20))
        let paths = frame.subjects.keys.map(\.description).sorted()
        #expect(paths == [#"VStack/0/Text("Hello World")"#, #"VStack/0/Text("Hello World") frame animation"#,
                           "VStack/1/Rectangle", "VStack/1/Rectangle frame animation",
                           #"VStack/2/Text("Grow")"#, #"VStack/2/Text("Grow") frame animation"#])
    }

    @Test func anAnimatableViewsDataAnimationIsTracked() throws {
        // `move-view` animates its offset through `Animatable` (a body per frame): the running
        // animation is the view's data, not a modifier's offset.
        let track = try SceneRenderer().valueTrack(SceneCatalog.scene(named: "move-view")!)
        let frame = try #require(track.frame(20))
        #expect(frame.subjects.keys.map(\.description).sorted() == [#"0/Text("Move")"#, "1/Rectangle", "1/Rectangle animatableData animation"])
    }

    @Test func keyframeTimelinesAreListedWithTheirProgress() throws {
        let track = try SceneRenderer().valueTrack(MotionScenes.keyframes)
        let square = ValueTrack.Subject(path: "VStack/0/Rectangle", attribute: "keyframes")
        let dot = ValueTrack.Subject(path: "VStack/1/Circle", attribute: "keyframes")
        // The looping dot's timeline runs from its appearance: 0.5 s per loop.
        #expect(try #require(track.frame(0)).subjects[dot] == [
            "kind": "KeyframeTimeline(duration: 0.5, repeating)", "start": "0", "keyframe": "0", "p": "0", "v": "2", "complete": "0"])
        #expect(track.frame(39)?.subjects[dot]?["p"] == "0.3")
        // The square's plays once from the tap at 0.5 s (frame 30) for one second.
        #expect(track.frame(29)?.subjects[square] == nil)
        #expect(track.frame(30)?.subjects[square] == [
            "kind": "KeyframeTimeline(duration: 1)", "start": "0.5", "keyframe": "0", "p": "0", "v": "1", "complete": "0"])
        #expect(track.frame(45)?.subjects[square]?["p"] == "0.25")
        #expect(track.frame(45)?.subjects[ValueTrack.Subject(path: "VStack/0/Rectangle")]?["ty"] == "-25")
        #expect(track.frame(90)?.subjects[square] == [
            "kind": "KeyframeTimeline(duration: 1)", "start": "0.5", "keyframe": "1", "p": "1", "v": "none", "complete": "1"])
        #expect(track.frame(91)?.subjects[square] == nil)
    }

    @Test func aChangedDurationShowsAsADiff() throws {
        let renderer = try SceneRenderer()
        let golden = try ValueTrack(parsing: renderer.valueTrack(MotionScenes.growingBar(.easeInOut(duration: 0.35))).text)
        let changed = try renderer.valueTrack(MotionScenes.growingBar(.easeInOut(duration: 0.5)))
        let lines = changed.differences(from: golden)
        #expect(Array(lines.prefix(3)) == [
            "frame 15: VStack/0/Rectangle frame animation kind: duration 0.35 → 0.5",
            #"frame 15: VStack/1/Text("Grow") frame animation kind: duration 0.35 → 0.5"#,
            "frame 30: VStack/0/Rectangle h 143.03 → 110 (the largest of 29 differing frames, 16–44)"])
        #expect(lines.contains("frames 37–45: VStack/0/Rectangle frame animation is not in the golden"))
        #expect(changed.differences(from: changed).isEmpty)
    }

    @Test func assertTrackRecordsAndChecksAsTheRecordModesSay() throws {
        let sandbox = GoldenSandbox()
        defer { sandbox.remove() }
        let short = MotionScenes.growingBar(.easeInOut(duration: 0.35))
        let long = MotionScenes.growingBar(.easeInOut(duration: 0.5))
        let location = sandbox.location
        func check(_ scene: FlipbookScene, _ mode: RecordMode) -> [String] {
            verifyTrack(of: scene, location: location, record: mode, recordOrigin: "test")
        }
        #expect(check(short, .never) == [
            "growing-bar: no value track golden at \(location.trackPath); nothing was recorded because the record mode is "
                + "never (test). Record it with FLIPBOOK_RECORD=missing.\n  actual: \(location.actualTrackPath)"])
        #expect(!sandbox.exists(location.trackPath))
        #expect(check(short, .missing) == [
            "growing-bar: no value track golden; recorded it to \(location.trackPath) (record mode missing, test). "
                + "Re-run the tests to check against it."])
        #expect(check(short, .missing).isEmpty)
        let failure = check(long, .missing)
        #expect(failure.count == 1)
        #expect(failure.first?.hasPrefix("growing-bar: the value track differs from its golden \(location.trackPath):\n") == true)
        #expect(failure.first?.hasSuffix("  actual: \(location.actualTrackPath)\n"
                                         + "  If the change is intended, re-record it with FLIPBOOK_RECORD=failed.") == true)
        #expect(sandbox.exists(location.actualTrackPath))
        #expect(check(long, .failed).first?.hasSuffix("A new golden was recorded (record mode failed).") == true)
        #expect(check(long, .never).isEmpty)
        #expect(!sandbox.exists(location.actualTrackPath))
    }

    @Test func keyFramesFollowTheAnimations() throws {
        let renderer = try SceneRenderer()
        let eased = try renderer.keyFrames(MotionScenes.growingBar(.easeInOut(duration: 0.35)))
        #expect(eased.map(\.index) == [0, 15, 36])
        #expect(eased.first { $0.index == 15 }?.reasons.first == #"Tap("Grow", at: 0.25)"#)
        let bouncy = try renderer.keyFrames(MotionScenes.growingBar(.spring(duration: 0.5, bounce: 0.5)))
        #expect(bouncy.first { $0.index == 32 }?.reasons.contains("VStack/0/Rectangle frame animation peaks (p 1.159)") == true)
        #expect(MotionScenes.growingBar(.smooth).goldenTimes(.automatic).goldenTimeChoice == .automatic)
    }

    @Test func anUnreadableGoldenIsNamed() {
        #expect(throws: ValueTrackError(line: 1, message: "not a value track (it should start with \"flipbook value track: \")")) {
            try ValueTrack(parsing: "hello\n")
        }
        #expect(throws: ValueTrackError(line: 3, message: "v9 is not declared by a view or animation line")) {
            try ValueTrack(parsing: "flipbook value track: x, 60 fps, frames 0 1\n0: \n1: v9 x=1\n")
        }
    }
}
