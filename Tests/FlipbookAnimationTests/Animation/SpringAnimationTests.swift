import Foundation
import Testing
import FlipbookAnimation

/// Reference §1.4: `interpolatingSpring`, the closed-form physical spring.
@Suite struct SpringAnimationTests {
    @Test func underDampedValues() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        let expected = [0.05: 10.4405, 0.1: 34.0300, 0.2: 84.9426, 0.3: 112.4355, 0.5: 107.4591]
        for (time, value) in expected {
            expectClose(displacement(animation, value: 100, time: time), value, tolerance: 5e-5)
        }
    }

    @Test func durationBounceConversion() {
        #expect(Animation.interpolatingSpring == .interpolatingSpring(duration: 0.5, bounce: 0))
        #expect(Animation.interpolatingSpring.description.hasPrefix(
            "SpringAnimation(mass: 1.0, stiffness: 157.9136704174297"))
        #expect(Animation.interpolatingSpring.description.contains("damping: 25.13274122871834"))
        #expect(Animation.interpolatingSpring(.bouncy) == .interpolatingSpring(
            mass: 1, stiffness: Spring.bouncy.stiffness, damping: Spring.bouncy.damping))
    }

    @Test func criticalSpringFinishesAtItsSettlingTime() {
        // k = 157.91, c = 25.13: settles (< 0.001 for 1 s, sampled every 0.1 s) at 0.8 s.
        expectClose(displacement(.interpolatingSpring, value: 1, time: 0.79), Spring.smooth.value(target: 1.0, time: 0.79), tolerance: 1e-12)
        #expect(displacement(.interpolatingSpring, value: 1, time: 0.8) == nil)
    }

    @Test func overDampingRunsAsCritical() {
        let critical = Animation.interpolatingSpring(stiffness: 100, damping: 20)
        let over = Animation.interpolatingSpring(stiffness: 100, damping: 30)
        for time in [0.05, 0.2, 0.4] {
            #expect(displacement(critical, value: 1, time: time) == displacement(over, value: 1, time: time))
        }
    }

    @Test func initialVelocityIsInFractionsPerSecond() {
        var context = AnimationContext<Double>()
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 3)
        expectClose(animation.velocity(value: 50, time: 0, context: context), 150, tolerance: 1e-9)
        #expect(animation.animate(value: 50, time: 0, context: &context) == 0)
    }

    @Test func logicallyCompleteAfterOnePeriod() {
        var context = AnimationContext<Double>()
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        _ = animation.animate(value: 1, time: 0.62, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 1, time: 2 * .pi / 10, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test func underDampedEndTime() {
        // ζω₀ = 5, A = 5/√75: end at −ln(0.001 / (1 + |A|)) / 5 ≈ 1.4727 s (reference §8.2).
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        #expect(displacement(animation, value: 1, time: 1.47) != nil)
        #expect(displacement(animation, value: 1, time: 1.48) == nil)
    }

    @Test func doesNotMerge() {
        var context = AnimationContext<Double>()
        #expect(!Animation.interpolatingSpring.shouldMerge(previous: .interpolatingSpring, value: 1, time: 0.1, context: &context))
    }
}
