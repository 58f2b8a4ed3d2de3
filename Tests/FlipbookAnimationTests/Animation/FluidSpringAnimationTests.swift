import Foundation
import Testing
import FlipbookAnimation

/// Reference §1.3: the fixed-step spring simulation, delta 0 → 100 sampled at 60 fps.
@Suite struct FluidSpringAnimationTests {
    private static let frames = [1, 2, 3, 6, 9, 12, 15, 18, 24, 30, 36, 45]

    @Test(arguments: [
        (Animation.smooth, [1.6093, 6.2860, 12.7702, 37.0762, 57.2065, 72.1278, 82.3335, 88.6455, 95.7431, 98.4469, 99.4417, 99.8854], 76),
        (Animation.snappy, [1.6297, 6.4852, 13.3863, 40.2265, 62.8909, 79.2594, 89.6300, 95.2490, 99.8433, 100.4350, 100.2474, 100.0390], 62),
        (Animation.bouncy, [1.6503, 6.6933, 14.0482, 43.8695, 69.7643, 88.0468, 98.5244, 102.9657, 103.6009, 101.3297, 100.0821, 99.8521], 68),
    ])
    func trajectories(animation: Animation, expected: [Double], finishedFrame: Int) {
        let values = presentations(animation, delta: 100, frames: 0...80)
        for (frame, value) in zip(Self.frames, expected) {
            expectClose(values[frame] ?? nil, value, tolerance: 5e-5)
        }
        #expect(firstFinishedFrame(animation, delta: 100) == finishedFrame)
        #expect(values[finishedFrame - 1] ?? nil != nil)
    }

    @Test(arguments: [
        (Animation.smooth, 50), (.snappy, 34), (.bouncy, 46), (.spring(response: 0.5, dampingFraction: 0.825), 32),
    ])
    func unitDeltasFinishSooner(animation: Animation, finishedFrame: Int) {
        #expect(firstFinishedFrame(animation, delta: 1) == finishedFrame)
    }

    @Test func bouncyUnitPeak() {
        let values = presentations(.bouncy, delta: 1, frames: 0...60).compactMapValues { $0 }
        let peak = values.max { $0.value < $1.value }!
        expectClose(peak.value, 1.0419, tolerance: 5e-5)
        #expect(peak.key == 21)  // t = 0.35
    }

    @Test func defaultBehavesAsTheCriticalSpring() {
        let defaults = presentations(.default, delta: 100, frames: 0...80)
        let smooth = presentations(.smooth, delta: 100, frames: 0...80)
        #expect(defaults == smooth)
        #expect(Animation.default != .smooth)
    }

    @Test func logicallyCompleteAtResponse() {
        var context = AnimationContext<Double>()
        _ = Animation.smooth.animate(value: 100, time: 0.49, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = Animation.smooth.animate(value: 100, time: 0.5, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func independentOfTheSamplingRate() {
        var atSixty = AnimationContext<Double>()
        var atThirty = AnimationContext<Double>()
        var sixty: Double?
        var thirty: Double?
        for frame in 1...18 {
            sixty = Animation.bouncy.animate(value: 100, time: Double(frame) / 60, context: &atSixty)
        }
        for frame in 1...9 {
            thirty = Animation.bouncy.animate(value: 100, time: Double(frame) / 30, context: &atThirty)
        }
        #expect(sixty == thirty)
        expectClose(thirty, 102.9657, tolerance: 5e-5)
    }

    @Test func aLongGapIsSimulatedThrough() {
        // Sampled at 0.1 s and next at 1.5 s, the spring is where a spring sampled every frame
        // is: long finished (SwiftUI would resume from its state at 0.1 s, one frame on).
        var sparse = AnimationContext<Double>()
        _ = Animation.smooth.animate(value: 100, time: 0.1, context: &sparse)
        #expect(Animation.smooth.animate(value: 100, time: 1.5, context: &sparse) == nil)
        // Still moving after the gap: the same value as every frame gives.
        var gap = AnimationContext<Double>(), dense = AnimationContext<Double>()
        let slow = Animation.smooth(duration: 3)
        _ = slow.animate(value: 100, time: 0.1, context: &gap)
        var denseValue: Double?
        for frame in 1...150 { denseValue = slow.animate(value: 100, time: Double(frame) / 60, context: &dense) }
        let gapValue = slow.animate(value: 100, time: 2.5, context: &gap)
        #expect(gapValue != nil && gapValue == denseValue)
    }

    @Test func reportsItsVelocity() {
        var context = AnimationContext<Double>()
        _ = Animation.smooth.animate(value: 100, time: 0.1, context: &context)
        let velocity = Animation.smooth.velocity(value: 100, time: 0.1, context: context) ?? 0
        #expect(velocity > 300 && velocity < 500)
    }

    @Test func zeroResponseIsInfinitelyStiff() {
        #expect(firstFinishedFrame(.spring(response: 0, dampingFraction: 1), delta: 100)! < 10)
    }

    @Test func alwaysMerges() {
        var context = AnimationContext<Double>()
        #expect(Animation.smooth.shouldMerge(previous: .linear, value: 1, time: 0.1, context: &context))
    }
}
