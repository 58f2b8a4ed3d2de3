import Foundation
import Testing
import FlipbookAnimation

/// Reference §1.1: timing-curve animations.
@Suite struct BezierAnimationTests {
    @Test func linearGoesThroughTheQuantisedSolver() {
        // 3/60 s of 0.35 s: 0.142857… quantised to 2⁻²⁰ gives 0.1428575….
        expectClose(displacement(.linear, value: 1, time: 3.0 / 60), 0.1428575, tolerance: 1e-7)
    }

    @Test func finishesOnTheFirstTimeAfterTheDuration() {
        #expect(displacement(.easeIn(duration: 1), value: 100, time: 1.0) == 100)
        #expect(displacement(.easeIn(duration: 1), value: 100, time: 1.0001) == nil)
        #expect(displacement(.linear(duration: 0), value: 100, time: 0) == nil)
    }

    @Test func scalesTheDeltaByTheCurve() {
        expectClose(displacement(.easeInOut(duration: 2), value: 200, time: 0.5), 200 * 0.129162, tolerance: 1e-3)
        expectClose(displacement(.easeOut, value: 10, time: 0.35 * 0.1), 1.60572, tolerance: 1e-4)
        expectClose(displacement(.timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1), value: 100, time: 0.2), -10.46, tolerance: 0.005)
    }

    @Test func defaultDurationIs035() {
        #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1) == .easeInOut)
        #expect(Animation.timingCurve(UnitCurve.easeIn, duration: 0.35) == .easeIn)
    }

    @Test func circularCurvesAnimateThroughSwiftUIsBezierForm() {
        #expect(Animation.timingCurve(.circularEaseIn, duration: 1) == .timingCurve(0.55, 0, 1, 0.45, duration: 1))
    }

    @Test func neverLogicallyComplete() {
        var context = AnimationContext<Double>()
        _ = Animation.linear.animate(value: 1, time: 0.35, context: &context)
        #expect(!context.isLogicallyComplete)
    }

    @Test func animatesVectors() {
        var context = AnimationContext<AnimatablePair<Double, Double>>()
        let value = Animation.linear(duration: 1).animate(value: AnimatablePair(10, -20), time: 0.5, context: &context)
        expectClose(value?.first, 5, tolerance: 1e-5)
        expectClose(value?.second, -10, tolerance: 1e-5)
    }
}
