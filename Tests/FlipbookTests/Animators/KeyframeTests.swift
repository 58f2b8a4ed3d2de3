import Testing
@testable import Flipbook
import FlipbookTestSupport

private struct Values {
    var x: Double = 0
    var scale: Double = 1
}

@MainActor
@Suite struct KeyframeTests {
    @Test func linearKeyframeInterpolates() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { LinearKeyframe(100.0, duration: 1) } }
        #expect(timeline.value(time: 0.25) == 25)
        #expect(timeline.duration == 1)
    }

    @Test func moveThenLinear() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { MoveKeyframe(50.0); LinearKeyframe(100.0, duration: 1) }
        }
        #expect(timeline.value(time: 0) == 50)
        #expect(timeline.value(time: 0.5) == 75)
        #expect(timeline.duration == 1)
    }

    @Test func tracksRunInParallelAndHoldTheirLastValue() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\Values.x) { LinearKeyframe(100.0, duration: 2) }
            KeyframeTrack(\Values.scale) { LinearKeyframe(2.0, duration: 0.5); LinearKeyframe(1.0, duration: 0.5) }
        }
        #expect(timeline.duration == 2)
        let middle = timeline.value(time: 0.25)
        #expect((middle.x, middle.scale) == (12.5, 1.5))
        let late = timeline.value(time: 1.5)
        #expect((late.x, late.scale) == (75, 1))
    }

    @Test func springKeyframeFollowsTheSpringAndLastsItsSettlingDuration() {
        let timeline = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { SpringKeyframe(100.0, spring: .smooth) } }
        #expect(abs(timeline.duration - Spring.smooth.settlingDuration) < 1e-12)
        #expect(abs(timeline.value(time: 0.1) - 35.7740) < 1e-4)
    }

    @Test func consecutiveCubicKeyframesFormACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { CubicKeyframe(100.0, duration: 1); CubicKeyframe(0.0, duration: 1) }
        }
        // Tangents (100 − 0)/2 = 50 at the start and (0 − 0)/2 = 0 at the peak:
        // h00·0 + h10·50 + h01·100 + h11·0 at p = ½ = 6.25 + 50.
        #expect(timeline.value(time: 0.5) == 56.25)
        #expect(timeline.value(time: 1) == 100)
        #expect(timeline.value(time: 2) == 0)
    }

    @Test func springKeyframeCarriesOnWithThePreviousVelocity() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(100.0, duration: 1); SpringKeyframe(100.0, duration: 1, spring: spring) }
        }
        // Arriving at 100 pt/s, the spring overshoots its (unchanged) target before settling.
        let expected = 100 + spring.value(target: 0.0, initialVelocity: 100.0, time: 0.1)
        #expect(timeline.value(time: 1.1) == expected)
        #expect(expected > 102.8)
        // An explicit start velocity wins.
        let still = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(100.0, duration: 1); SpringKeyframe(100.0, duration: 1, spring: spring, startVelocity: 0) }
        }
        #expect(still.value(time: 1.1) == 100)
    }

    @Test func cubicKeyframeTakesTheVelocityOfANeighbourOfAnotherKind() {
        // After a linear keyframe at 200 pt/s: tangents 200 (taken) and (300 − 100)/2 = 100;
        // at p = ½: 100·½ + 200·⅛ + 300·½ − 100·⅛ = 212.5.
        let after = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(100.0, duration: 0.5); CubicKeyframe(300.0, duration: 1) }
        }
        #expect(after.value(time: 1) == 212.5)
        // Before a linear keyframe at 200 pt/s: tangents (100 − 0)/2 = 50 and 200 (taken);
        // at p = ½: 50·⅛ + 100·½ − 200·⅛ = 31.25.
        let before = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { CubicKeyframe(100.0, duration: 1); LinearKeyframe(300.0, duration: 1) }
        }
        #expect(before.value(time: 0.5) == 31.25)
    }

    @Test func timingCurvesShapeLinearKeyframes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(1.0, duration: 1, timingCurve: .easeInOut) }
        }
        #expect(abs(timeline.value(time: 0.25) - UnitCurve.easeInOut.value(at: 0.25)) < 1e-12)
    }
}

private struct TriggeredKeyframes: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    KeyframeTrack { LinearKeyframe(100.0, duration: 1) }
                }
            Button("Go") { taps += 1 }
        }
    }
}

@MainActor
@Suite struct KeyframeAnimatorTests {
    @Test func repeatingKeyframesLoopFromAppearance() throws {
        let scene = FlipbookScene("loop", size: CGSize(width: 300, height: 100), duration: 2) {
            KeyframeAnimator(initialValue: 0.0) { x in
                Color.red.frame(width: 10, height: 10).offset(x: x)
            } keyframes: { _ in
                KeyframeTrack { LinearKeyframe(100.0, duration: 1) }
            }
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        let start = try run.displayList(at: 0).rect(ofShape: 0).minX
        #expect(try run.displayList(at: 0.25).rect(ofShape: 0).minX == start + 25)
        #expect(try run.displayList(at: 1.5).rect(ofShape: 0).minX == start + 50)
    }

    @Test func triggeredKeyframesPlayOnceFromTheChange() throws {
        let scene = FlipbookScene("trigger", size: CGSize(width: 300, height: 100), duration: 3) {
            Tap("Go", at: 0.5)
        } content: {
            TriggeredKeyframes()
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        let start = try run.displayList(at: 0).rect(ofShape: 0).minX
        #expect(try run.displayList(at: 0.4).rect(ofShape: 0).minX == start)
        #expect(try run.displayList(at: 0.75).rect(ofShape: 0).minX == start + 25)
        #expect(try run.displayList(at: 2).rect(ofShape: 0).minX == start + 100)
        #expect(try run.displayList(at: 2.5).rect(ofShape: 0).minX == start + 100)
    }
}
