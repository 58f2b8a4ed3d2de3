import Foundation
import Testing
import FlipbookAnimation

/// Reference §1.6: delay, speed, repeat and logical completion.
@Suite struct ModifierTests {
    @Test func delayHoldsTheStartValue() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        #expect(displacement(animation, value: 100, time: 0.25) == 0)
        #expect(displacement(animation, value: 100, time: 0.5) == 0)
        expectClose(displacement(animation, value: 100, time: 1.0), 50, tolerance: 1e-4)
        #expect(displacement(animation, value: 100, time: 1.5) == 100)
        #expect(displacement(animation, value: 100, time: 1.51) == nil)
    }

    @Test func speedScalesTime() {
        let animation = Animation.linear(duration: 1).speed(2)
        expectClose(displacement(animation, value: 100, time: 0.25), 50, tolerance: 1e-4)
        #expect(displacement(animation, value: 100, time: 0.5) == 100)
        #expect(displacement(animation, value: 100, time: 0.51) == nil)
        let slow = Animation.easeIn.speed(0.5)
        #expect(displacement(slow, value: 1, time: 0.7) == 1)
        #expect(displacement(slow, value: 1, time: 0.71) == nil)
    }

    @Test func speedScalesVelocity() {
        var context = AnimationContext<Double>()
        _ = Animation.smooth.animate(value: 100, time: 0.2, context: &context)
        let base = Animation.smooth.velocity(value: 100, time: 0.2, context: context)!
        var fastContext = AnimationContext<Double>()
        _ = Animation.smooth.speed(2).animate(value: 100, time: 0.1, context: &fastContext)
        #expect(Animation.smooth.speed(2).velocity(value: 100, time: 0.1, context: fastContext) == 2 * base)
    }

    @Test func repeatCountTwoAutoreverses() {
        let values = presentations(.linear(duration: 1).repeatCount(2, autoreverses: true), delta: 100, frames: 0...123)
        #expect(values[0] == 0)
        expectClose(values[30] ?? nil, 50, tolerance: 1e-4)
        #expect(values[60] == 100)
        #expect(values[61] == 100)  // pass boundary: the finished pass's end value
        expectClose(values[62] ?? nil, 98.333, tolerance: 1e-3)
        expectClose(values[63] ?? nil, 96.667, tolerance: 1e-3)
        expectClose(values[120] ?? nil, 1.667, tolerance: 1e-3)
        // 121/60 − 61/60 == 1.0 exactly, so frame 121 still shows the end of the reversed
        // pass; the animation finishes on frame 122 and the model value (100) snaps in.
        #expect(values[121] == 0)
        #expect(values[122]! == nil)
    }

    @Test func repeatWithoutAutoreversing() {
        let values = presentations(.linear(duration: 1).repeatCount(2, autoreverses: false), delta: 100, frames: 0...123)
        #expect(values[61] == 100)
        expectClose(values[62] ?? nil, 1.667, tolerance: 1e-3)
        #expect(values[121] == 100)
        #expect(values[122]! == nil)
    }

    @Test(arguments: [0, 1])
    func repeatCountZeroAndOnePlayOnce(count: Int) {
        #expect(firstFinishedFrame(.linear(duration: 1).repeatCount(count), delta: 100) == 61)
    }

    @Test func nonRepeatingRemovesRepeatsAndKeepsTheOtherModifiers() {
        #expect(Animation.linear(duration: 0.5).repeatForever().nonRepeating() == .linear(duration: 0.5))
        #expect(Animation.easeIn.repeatCount(3).delay(1).nonRepeating() == Animation.easeIn.delay(1))
        #expect(Animation.easeOut.speed(2).repeatForever().nonRepeating() == Animation.easeOut.speed(2))
        #expect(Animation.smooth.nonRepeating() == .smooth)
        // One pass: the delayed half-second ease ends at 1.5 s.
        let once = Animation.linear(duration: 0.5).repeatForever().delay(1).nonRepeating()
        #expect(displacement(once, value: 100, time: 1.5) == 100)
        #expect(displacement(once, value: 100, time: 1.51) == nil)
    }

    @Test func repeatForeverNeverFinishes() {
        let values = presentations(.linear(duration: 0.5).repeatForever(autoreverses: true), delta: 100, frames: 0...600)
        #expect(values.values.allSatisfy { $0 != nil })
        #expect(values[31] == 100)
        expectClose(values[32] ?? nil, 96.667, tolerance: 1e-3)
    }

    @Test func repeatedSpringsRestartFromRest() {
        // The first pass finishes on frame 76 (§1.3); the second starts there from a fresh state.
        let values = presentations(.smooth.repeatCount(2, autoreverses: false), delta: 100, frames: 0...80)
        #expect(values[76] == 100)
        for frame in 77...80 {
            let elapsed = Double(frame) / 60 - 76.0 / 60
            var fresh = AnimationContext<Double>()
            _ = Animation.smooth.animate(value: 100, time: 0, context: &fresh)
            expectClose(values[frame]!, Animation.smooth.animate(value: 100, time: elapsed, context: &fresh)!, tolerance: 1e-9)
        }
    }

    @Test func logicallyCompleteAfter() {
        var context = AnimationContext<Double>()
        let animation = Animation.linear(duration: 5).logicallyComplete(after: 1)
        _ = animation.animate(value: 1, time: 0.9, context: &context)
        #expect(!context.isLogicallyComplete)
        expectClose(animation.animate(value: 1, time: 1, context: &context), 0.2, tolerance: 1e-5)
        #expect(context.isLogicallyComplete)
    }

    @Test func modifiersForwardMergingOnlyBetweenEqualModifiers() {
        var context = AnimationContext<Double>()
        #expect(Animation.smooth.delay(1).shouldMerge(previous: .bouncy.delay(1), value: 1, time: 0, context: &context))
        #expect(!Animation.smooth.delay(1).shouldMerge(previous: .bouncy.delay(2), value: 1, time: 0, context: &context))
        #expect(!Animation.smooth.delay(1).shouldMerge(previous: .linear.delay(1), value: 1, time: 0, context: &context))
        #expect(Animation.smooth.speed(2).shouldMerge(previous: .smooth.speed(2), value: 1, time: 0, context: &context))
        #expect(!Animation.smooth.repeatCount(2).shouldMerge(previous: .smooth, value: 1, time: 0, context: &context))
    }
}
