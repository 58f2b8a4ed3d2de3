import Foundation
import Testing
import FlipbookAnimation

/// Reference §1.5: the `Spring` value type.
@Suite struct SpringTests {
    @Test func appleDurationBounceExample() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1.0)
        expectClose(spring.stiffness, 157.9137, tolerance: 5e-5)
        expectClose(spring.damping, 17.5929, tolerance: 5e-5)
    }

    @Test func appleMassStiffnessDampingExample() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        expectClose(spring.duration, 0.6283, tolerance: 5e-5)
        expectClose(spring.bounce, 0.5, tolerance: 1e-12)
        expectClose(spring.dampingRatio, 0.5, tolerance: 1e-12)
    }

    @Test func conversionsRoundTrip() {
        let spring = Spring(response: 0.8, dampingRatio: 0.6)
        expectClose(spring.response, 0.8, tolerance: 1e-12)
        expectClose(spring.dampingRatio, 0.6, tolerance: 1e-12)
        expectClose(spring.bounce, 0.4, tolerance: 1e-12)
        let overDamped = Spring(duration: 0.5, bounce: -0.5)
        expectClose(overDamped.dampingRatio, 2, tolerance: 1e-12)
        expectClose(overDamped.bounce, -0.5, tolerance: 1e-12)
        expectClose(overDamped.duration, 0.5, tolerance: 1e-12)
        let physical = Spring(mass: 2, stiffness: 50, damping: 30, allowOverDamping: true)
        expectClose(physical.stiffness, 50, tolerance: 1e-9)
        expectClose(physical.damping, 30, tolerance: 1e-12)
        #expect(physical.mass == 2)
    }

    @Test func overDampingIsClampedToCriticalUnlessAllowed() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 30)
        expectClose(clamped.dampingRatio, 1, tolerance: 1e-12)
        expectClose(clamped.damping, 20, tolerance: 1e-12)
        #expect(Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true).dampingRatio > 1)
    }

    @Test func presets() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(Spring.bouncy(duration: 1, extraBounce: 0.1) == Spring(duration: 1, bounce: 0.4))
        #expect(Spring.snappy(extraBounce: 0.05) == Spring(duration: 0.5, bounce: 0.2))
        #expect(Spring.smooth(duration: 2) == Spring(duration: 2, bounce: 0))
    }

    @Test(arguments: [
        (Spring.smooth, [0.05: 13.1311, 0.1: 35.7740, 0.2: 71.5416, 0.3: 89.0034, 0.5: 98.6399]),
        (Spring.snappy, [0.05: 13.8210, 0.1: 38.8102, 0.2: 78.6369, 0.3: 95.6447, 0.5: 100.602]),
        (Spring.bouncy, [0.05: 14.5715, 0.1: 42.3302, 0.2: 87.3711, 0.3: 103.393, 0.5: 101.4498]),
        (Spring(duration: 0.5, bounce: -0.5), [0.1: 23.1362, 0.3: 60.7665, 0.5: 79.9926]),
    ])
    func closedFormValues(spring: Spring, expected: [Double: Double]) {
        for (time, value) in expected {
            expectClose(spring.value(target: 100.0, time: time), value, tolerance: 5e-4)
        }
    }

    @Test(arguments: [
        (Spring.smooth, 0.8000), (Spring.snappy, 0.8768), (Spring.bouncy, 1.0447),
        (Spring(mass: 1, stiffness: 100, damping: 10), 1.7399),
    ])
    func settlingDurations(spring: Spring, expected: Double) {
        expectClose(spring.settlingDuration, expected, tolerance: 5e-5)
    }

    @Test(arguments: [Spring.bouncy, .smooth, Spring(duration: 0.5, bounce: -0.5)])
    func velocityIsTheDerivativeOfValue(spring: Spring) {
        for time in [0.0, 0.07, 0.2, 0.45] {
            let step = 1e-6
            let numeric = (spring.value(target: 3.0, initialVelocity: 2, time: time + step)
                - spring.value(target: 3.0, initialVelocity: 2, time: time)) / step
            expectClose(spring.velocity(target: 3.0, initialVelocity: 2, time: time), numeric, tolerance: 1e-3)
        }
        expectClose(spring.value(target: 3.0, initialVelocity: 2, time: 0), 0, tolerance: 1e-12)
        expectClose(spring.velocity(target: 3.0, initialVelocity: 2, time: 0), 2, tolerance: 1e-12)
    }

    @Test func updateStepsAlongTheClosedForm() {
        let spring = Spring.bouncy
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<10 {
            spring.update(value: &value, velocity: &velocity, target: 100, deltaTime: 0.03)
        }
        expectClose(value, spring.value(target: 100.0, time: 0.3), tolerance: 1e-9)
        expectClose(velocity, spring.velocity(target: 100.0, time: 0.3), tolerance: 1e-9)
    }

    @Test func force() {
        let spring = Spring(mass: 2, stiffness: 100, damping: 10)
        expectClose(spring.force(target: 1.0, position: 0.5, velocity: 2), 100 * 0.5 - 10 * 2, tolerance: 1e-9)
        expectClose(spring.force(fromValue: 10.0, toValue: 11, position: 10.5, velocity: 2), 30, tolerance: 1e-9)
    }

    @Test func fromValueToValue() {
        let spring = Spring.snappy
        expectClose(
            spring.value(fromValue: 50.0, toValue: 150, initialVelocity: 0, time: 0.1),
            50 + spring.value(target: 100.0, time: 0.1), tolerance: 1e-9
        )
        #expect(spring.settlingDuration(fromValue: 2.0, toValue: 3, initialVelocity: 0, epsilon: 0.001)
            == spring.settlingDuration)
    }

    @Test(arguments: [(1.0, 0.7), (2.0, 0.3), (0.35, 0.9)])
    func settlingDurationInitialiserRoundTrips(settlingDuration: Double, dampingRatio: Double) {
        let spring = Spring(settlingDuration: settlingDuration, dampingRatio: dampingRatio)
        expectClose(spring.dampingRatio, dampingRatio, tolerance: 1e-9)
        expectClose(spring.settlingDuration, settlingDuration, tolerance: 1e-9)
    }

    @Test(arguments: [0.5, 0.8, 2.0])
    func criticalSettlingDurationInitialiser(settlingDuration: Double) {
        let spring = Spring(settlingDuration: settlingDuration, dampingRatio: 1)
        expectClose(spring.dampingRatio, 1, tolerance: 1e-9)
        // The settling time of critical springs is sampled every 0.1 s.
        expectClose(spring.settlingDuration, settlingDuration, tolerance: 0.1 + 1e-9)
    }

    @Test func undampedSpringNeverSettles() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
    }
}
