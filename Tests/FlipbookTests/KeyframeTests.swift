import Testing
@testable import Flipbook

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

    @Test func timingCurvesShapeLinearKeyframes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(1.0, duration: 1, timingCurve: .easeInOut) }
        }
        #expect(abs(timeline.value(time: 0.25) - UnitCurve.easeInOut.value(at: 0.25)) < 1e-12)
    }
}
