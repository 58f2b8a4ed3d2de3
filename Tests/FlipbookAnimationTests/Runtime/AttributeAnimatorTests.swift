import Foundation
import Testing
import FlipbookAnimation

/// Reference §2: presentation value and interruption.
@MainActor
@Suite struct AttributeAnimatorTests {
    @Test func retargetBeforeTheFirstFrameStartsFromTheOldValue() {
        var animator = AttributeAnimator(animation: .linear(duration: 1), interval: 100.0, startTime: 0)
        animator.retarget(animation: .linear(duration: 1), interval: 100, at: 0)
        #expect(animator.sample(at: 0) == -200)
        // Combined: entry 1 reaches 50, entry 2 covers half of the remaining 150.
        expectClose(animator.sample(at: 0.5).map { 200 + $0 }, 125, tolerance: 1e-4)
    }

    @Test func offsetIsAddedToTheModelValue() {
        // Model jumps 0 → 100; presentation = 100 + offset, starting at the old value.
        var animator = AttributeAnimator(animation: .linear(duration: 1), interval: 100.0, startTime: 2)
        #expect(animator.sample(at: 2) == -100)
        expectClose(animator.sample(at: 2.25).map { 100 + $0 }, 25, tolerance: 1e-4)
        #expect(animator.sample(at: 3) == 0)
        #expect(animator.sample(at: 3.01) == nil)
        #expect(animator.sample(at: 3.02) == nil)
    }

    @Test func combiningWorkedExample() {
        // linear(1) 0 → 100 at t = 0, then at t = 0.5 the target becomes 200 with linear(1).
        var animator = AttributeAnimator(animation: .linear(duration: 1), interval: 100.0, startTime: 0)
        _ = animator.sample(at: 0.5)
        animator.retarget(animation: .linear(duration: 1), interval: 100, at: 0.5)
        #expect(animator.interval == 200)
        let model = 200.0
        expectClose(animator.sample(at: 0.75).map { model + $0 }, 106.25, tolerance: 1e-3)
        expectClose(animator.sample(at: 1.0).map { model + $0 }, 150, tolerance: 1e-3)
        expectClose(animator.sample(at: 1.25).map { model + $0 }, 175, tolerance: 1e-3)
        #expect(animator.sample(at: 1.5).map { model + $0 } == 200)
        #expect(animator.sample(at: 1.5 + 1.0 / 60) == nil)
    }

    @Test func threeCombinedChangesUseCumulativeTargets() {
        var animator = AttributeAnimator(animation: .linear(duration: 1), interval: 100.0, startTime: 0)
        animator.retarget(animation: .linear(duration: 1), interval: 100, at: 0.5)
        #expect(animator.sample(at: 1.0).map { 200 + $0 } == 150)
        animator.retarget(animation: .easeIn(duration: 1), interval: -50, at: 1.0)
        #expect(animator.interval == 150)
        #expect(animator.sample(at: 1.0).map { 150 + $0 } == 150)  // the retarget frame holds
        // Entry 3 eases from the value entries 1–2 reach toward 150.
        let entries12 = 100 + 100 * UnitCurve.linear.value(at: 0.75)
        let expected = entries12 + (150 - entries12) * UnitCurve.easeIn.value(at: 0.25)
        expectClose(animator.sample(at: 1.25).map { 150 + $0 }, expected, tolerance: 1e-9)
        #expect(animator.sample(at: 2.0).map { 150 + $0 } == 150)
        #expect(animator.sample(at: 2.01) == nil)
    }

    @Test func aSpringThatFinishedUnsampledIsTakenOverFromItsEnd() {
        // 0 → 100, drawn at 0.1 s, then nothing until a change to 50 at 3 s: the spring had come
        // to rest at 100, so one frame later it has only just left 100 (offset to the model 50: ≈ +50).
        var animator = AttributeAnimator(animation: .smooth, interval: 100.0, startTime: 0)
        _ = animator.sample(at: 0.1)
        animator.retarget(animation: .smooth, interval: -50, at: 3)
        let offset = animator.sample(at: 3 + 1.0 / 60)
        #expect(offset.map { $0 > 49 && $0 < 50 } == true)
    }

    @Test func springMergeKeepsDisplacementAndVelocity() {
        let model = 100.0
        var animator = AttributeAnimator(animation: .smooth, interval: model, startTime: 0)
        for frame in 0...12 { _ = animator.sample(at: Double(frame) / 60) }
        let before = model + animator.sample(at: 0.2)!
        expectClose(before, 72.1278, tolerance: 5e-5)

        animator.retarget(animation: .bouncy, interval: 100, at: 0.2)
        #expect(animator.animation == .bouncy)
        let after = 200 + animator.sample(at: 0.2)!
        #expect(after == before)  // no jump
        let next = 200 + animator.sample(at: 13.0 / 60)!
        #expect(next > after)
    }

    @Test func mergedSpringStartsWithThePreviousVelocity() {
        var context = AnimationContext<Double>()
        _ = Animation.smooth.animate(value: 100, time: 0.2, context: &context)
        let velocity = Animation.smooth.velocity(value: 100, time: 0.2, context: context)!
        let offset = Animation.smooth.animate(value: 100, time: 0.2, context: &context)!
        #expect(velocity > 100)

        #expect(Animation.snappy.shouldMerge(previous: .smooth, value: 100, time: 0.2, context: &context))
        #expect(Animation.snappy.velocity(value: 200, time: 0.2, context: context) == velocity)
        #expect(Animation.snappy.animate(value: 200, time: 0.2, context: &context) == offset)
        // One step later the motion continues in the same direction at a similar speed.
        let later = Animation.snappy.animate(value: 200, time: 0.2 + 1.0 / 300, context: &context)!
        expectClose((later - offset) * 300, velocity, tolerance: velocity * 0.05)
    }

    @Test func mergingFromATimingCurveStartsFromItsValue() {
        var animator = AttributeAnimator(animation: .linear(duration: 1), interval: 100.0, startTime: 0)
        let before = 100 + animator.sample(at: 0.5)!
        animator.retarget(animation: .smooth, interval: -100, at: 0.5)
        #expect(0 + animator.sample(at: 0.5)! == before)
        #expect(firstFrame(after: 0.5, of: &animator) != nil)
    }

    @Test func interactiveSpringBlendsResponse() {
        var animator = AttributeAnimator(animation: .interactiveSpring, interval: 100.0, startTime: 0)
        _ = animator.sample(at: 0.1)
        animator.retarget(animation: .interactiveSpring(response: 0.5, dampingFraction: 0.86), interval: 100, at: 0.1)
        var previous = 200 + animator.sample(at: 0.1)!
        for frame in 7...200 {
            guard let offset = animator.sample(at: Double(frame) / 60) else { break }
            #expect(offset.isFinite)
            previous = 200 + offset
        }
        expectClose(previous, 200, tolerance: 2)
    }

    @Test func interpolatingSpringsCombineInsteadOfMerging() {
        var animator = AttributeAnimator(animation: .interpolatingSpring, interval: 100.0, startTime: 0)
        _ = animator.sample(at: 0.2)
        animator.retarget(animation: .interpolatingSpring, interval: 100, at: 0.2)
        #expect(animator.animation != .interpolatingSpring)
        #expect(animator.animation.description.hasPrefix("DefaultCombiningAnimation(entries: ["))
        expectClose(animator.sample(at: 0.2).map { 200 + $0 }, 100 * Spring.smooth.value(target: 1.0, time: 0.2), tolerance: 1e-9)
    }

    @Test func sameTimeSampledTwiceGivesTheSameAnswer() {
        var animator = AttributeAnimator(
            animation: .linear(duration: 1).repeatCount(3, autoreverses: false), interval: 100.0, startTime: 0
        )
        for frame in 0...200 {
            let time = Double(frame) / 60
            let first = animator.sample(at: time)
            #expect(animator.sample(at: time) == first)
        }
    }

    @Test func samplingIsDeterministic() {
        func run() -> [Double?] {
            var animator = AttributeAnimator(animation: .bouncy, interval: CGRect(x: 0, y: 0, width: 50, height: 80).animatableData, startTime: 1)
            animator.retarget(animation: .snappy.delay(0.1), interval: AnimatablePair(AnimatablePair(10, 0), AnimatablePair(0, 5)), at: 1.2)
            return (0...120).map { animator.sample(at: 1 + Double($0) / 60).map { $0.magnitudeSquared } }
        }
        #expect(run() == run())
    }

    @Test func logicalCompletionIsExposed() {
        var animator = AttributeAnimator(animation: .smooth, interval: 1.0, startTime: 0)
        _ = animator.sample(at: 0.4)
        #expect(!animator.isLogicallyComplete)
        _ = animator.sample(at: 0.5)
        #expect(animator.isLogicallyComplete)
        animator.retarget(animation: .smooth, interval: 1, at: 0.5)
        #expect(!animator.isLogicallyComplete)
        _ = animator.sample(at: 0.9)
        #expect(!animator.isLogicallyComplete)  // measured from the merge
        _ = animator.sample(at: 1.0)
        #expect(animator.isLogicallyComplete)
    }

    @Test func rectsAnimateAsOneVector() {
        let from = CGRect(x: 0, y: 0, width: 100, height: 100)
        let to = CGRect(x: 100, y: 50, width: 200, height: 100)
        var animator = AttributeAnimator(animation: .linear(duration: 1), interval: to.animatableData - from.animatableData, startTime: 0)
        var presented = to
        presented.animatableData += animator.sample(at: 0.5)!
        expectClose(Double(presented.minX), 50, tolerance: 1e-3)
        expectClose(Double(presented.width), 150, tolerance: 1e-3)
        expectClose(Double(presented.minY), 25, tolerance: 1e-3)
    }

    private func firstFrame(after time: Double, of animator: inout AttributeAnimator<Double>) -> Int? {
        (1...600).first { animator.sample(at: time + Double($0) / 60) == nil }
    }
}
