import Foundation
import Testing
import FlipbookAnimation

/// Bad input never produces NaN frames: the animation carries a message and finishes at once.
@Suite struct ValidationTests {
    @Test(arguments: [
        (Animation.linear(duration: -1), "Animation.linear(duration: -1): duration must be ≥ 0"),
        (.easeInOut(duration: .nan), "Animation.easeInOut(duration: nan): duration must be a finite number"),
        (.timingCurve(0.1, .infinity, 0.3, 1, duration: 1),
         "Animation.timingCurve(0.1, infinity, 0.3, 1, duration: 1): p1y must be a finite number"),
        (.spring(response: -0.5, dampingFraction: 0.8),
         "Animation.spring(response: -0.5, dampingFraction: 0.8, blendDuration: 0): response must be ≥ 0"),
        (.spring(duration: 0.5, bounce: -1),
         "Animation.spring(duration: 0.5, bounce: -1, blendDuration: 0): bounce must be > -1 and ≤ 1"),
        (.bouncy(extraBounce: 0.9),
         "Animation.bouncy(duration: 0.5, extraBounce: 0.9): 0.3 + extraBounce must be > -1 and ≤ 1"),
        (.interpolatingSpring(stiffness: 0, damping: 1),
         "Animation.interpolatingSpring(mass: 1, stiffness: 0, damping: 1, initialVelocity: 0): stiffness must be > 0"),
        (.interpolatingSpring(duration: .nan),
         "Animation.interpolatingSpring(duration: nan, bounce: 0, initialVelocity: 0): duration must be a finite number"),
        (.linear.speed(0), "Animation.speed(0): speed must be between 0.001 and 1000"),
        (.linear.speed(-2), "Animation.speed(-2): speed must be between 0.001 and 1000"),
        (.linear.delay(-1), "Animation.delay(-1): delay must be ≥ 0"),
        (.linear.repeatCount(-3), "Animation.repeatCount(-3, autoreverses: true): repeatCount must be ≥ 0"),
        (.linear.logicallyComplete(after: .nan),
         "Animation.logicallyComplete(after: nan): duration must be a finite number"),
        (.linear(duration: -1).delay(2).speed(3), "Animation.linear(duration: -1): duration must be ≥ 0"),
        // The ranges of AnimationLimits.
        (.interpolatingSpring(stiffness: 1e308, damping: 15),
         "Animation.interpolatingSpring(mass: 1, stiffness: 1e+308, damping: 15, initialVelocity: 0): stiffness must be at most 1000000"),
        (.interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 1e9),
         "Animation.interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 1000000000): "
            + "initialVelocity must be between -1000 and 1000"),
        (.interpolatingSpring(mass: 1e-300, stiffness: 1, damping: 1),
         "Animation.interpolatingSpring(mass: 1e-300, stiffness: 1, damping: 1, initialVelocity: 0): mass must be between 0.001 and 1000000"),
        (.interpolatingSpring(stiffness: 100, damping: 2e6),
         "Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 2000000, initialVelocity: 0): damping must be at most 1000000"),
        (.interpolatingSpring(duration: 7200),
         "Animation.interpolatingSpring(duration: 7200, bounce: 0, initialVelocity: 0): duration must be at most 3600"),
        (.spring(response: 0.5, dampingFraction: 1e6),
         "Animation.spring(response: 0.5, dampingFraction: 1000000, blendDuration: 0): dampingFraction must be at most 1000"),
        (.smooth(duration: 1e300), "Animation.smooth(duration: 1e+300, extraBounce: 0): duration must be at most 3600"),
        (.easeIn(duration: 3601), "Animation.easeIn(duration: 3601): duration must be at most 3600"),
        (.timingCurve(0.68, -1e6, 0.32, 1.6, duration: 1),
         "Animation.timingCurve(0.68, -1000000, 0.32, 1.6, duration: 1): p1y must be between -1000 and 1000"),
        (.linear.speed(1e-9), "Animation.speed(1e-09): speed must be between 0.001 and 1000"),
        (.linear.delay(1e12), "Animation.delay(1000000000000): delay must be at most 3600"),
        (.linear.repeatCount(Int.max),
         "Animation.repeatCount(9223372036854775807, autoreverses: true): repeatCount must be at most 1000000 (use repeatForever)"),
    ])
    func messages(animation: Animation, message: String) {
        #expect(animation.validationError == message)
        #expect(displacement(animation, value: 100, time: 0) == nil)
        var animator = AttributeAnimator(animation: animation, interval: 100.0, startTime: 0)
        #expect(animator.sample(at: 0) == nil)
        #expect(animator.validationError == message)
    }

    @Test func validAnimationsHaveNoError() {
        for animation in [Animation.linear(duration: 0), .default, .smooth, .spring(response: 0, dampingFraction: 0),
                          .interpolatingSpring, .linear.repeatCount(0), .easeIn.delay(0).speed(0.1),
                          .spring(Spring.bouncy), .interpolatingSpring(Spring.snappy),
                          .interpolatingSpring(mass: 0.001, stiffness: 1_000_000, damping: 1_000_000, initialVelocity: -1_000),
                          .linear(duration: 3_600).speed(1_000).delay(3_600).repeatCount(1_000_000),
                          .timingCurve(-1_000, 1_000, 0, 1)] {
            #expect(animation.validationError == nil, "\(animation)")
        }
    }

    @Test func invalidRetargetFinishesTheAnimator() {
        var animator = AttributeAnimator(animation: .smooth, interval: 100.0, startTime: 0)
        #expect(animator.sample(at: 0.1) != nil)
        animator.retarget(animation: .easeIn(duration: -2), interval: 50, at: 0.1)
        #expect(animator.sample(at: 0.2) == nil)
        #expect(animator.validationError == "Animation.easeIn(duration: -2): duration must be ≥ 0")
        #expect(animator.interval == 150)
    }

    @Test func nonFiniteOutputFinishes() {
        var animator = AttributeAnimator(animation: Animation(Explode()), interval: 1.0, startTime: 0)
        #expect(animator.sample(at: 0.1) == nil)
        var nanDelta = AttributeAnimator(animation: .linear, interval: Double.nan, startTime: 0)
        #expect(nanDelta.sample(at: 0.1) == nil)
    }

    @Test func extremeOverDampingStaysFinite() {
        var animator = AttributeAnimator(animation: .spring(duration: 0.5, bounce: -0.999), interval: 100.0, startTime: 0)
        for frame in 0...600 {
            guard let offset = animator.sample(at: Double(frame) / 60) else { break }
            #expect(offset.isFinite && abs(offset) <= 100.0001)
        }
    }
}

/// A user animation returning NaN.
private struct Explode: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: .nan)
    }
}
