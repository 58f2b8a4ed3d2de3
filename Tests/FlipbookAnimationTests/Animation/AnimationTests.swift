import Foundation
import Testing
import FlipbookAnimation

@Suite struct AnimationTests {
    @Test func equalityIsTypeAndValue() {
        #expect(Animation.linear == .linear(duration: 0.35))
        #expect(Animation.linear != .linear(duration: 1))
        #expect(Animation.linear != .smooth)
        #expect(Animation(Hold(seconds: 1)) == Animation(Hold(seconds: 1)))
        #expect(Animation(Hold(seconds: 1)) != Animation(Hold(seconds: 2)))
        #expect(Set([Animation.linear, .linear(duration: 0.35), .smooth, .default]).count == 3)
    }

    @Test func springOverloads() {
        #expect(Animation.spring() == .spring(duration: 0.5, bounce: 0, blendDuration: 0))
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.825).description
            == "FluidSpringAnimation(response: 0.5, dampingFraction: 0.825, blendDuration: 0.0)")
        #expect(Animation.smooth(duration: 1, extraBounce: 0.2) == .spring(duration: 1, bounce: 0.2))
        #expect(Animation.snappy(extraBounce: 0.1) == .spring(duration: 0.5, bounce: 0.25))
        #expect(Animation.bouncy(duration: 2) == .spring(duration: 2, bounce: 0.3))
        #expect(Animation.spring(duration: 1, bounce: -0.5)
            == .spring(response: 1, dampingFraction: 2))
        #expect(Animation.interactiveSpring() == .interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25))
        #expect(Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25).description
            == "FluidSpringAnimation(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)")
        #expect(Animation.spring(Spring(duration: 0.8, bounce: 0.2)) == .spring(
            response: Spring(duration: 0.8, bounce: 0.2).response,
            dampingFraction: Spring(duration: 0.8, bounce: 0.2).dampingRatio))
    }

    @Test func customAnimationsRunThroughTheBox() {
        #expect(displacement(Animation(Hold(seconds: 1)), value: 5, time: 0.5) == 0)
        #expect(displacement(Animation(Hold(seconds: 1)), value: 5, time: 1) == nil)
        var context = AnimationContext<Double>()
        #expect(Animation(Hold(seconds: 1)).velocity(value: 5, time: 0, context: context) == nil)
        #expect(!Animation(Hold(seconds: 1)).shouldMerge(previous: .linear, value: 5, time: 0, context: &context))
        #expect(Animation(Hold(seconds: 1)).base is Hold)
    }

    @Test func stateIsKeyedByType() {
        var state = AnimationState<Double>()
        #expect(state[CounterKey.self] == 0)
        state[CounterKey.self] = 3
        state[LabelKey.self] = "x"
        state[CounterKey.self] += 1
        #expect(state[CounterKey.self] == 4)
        #expect(state[LabelKey.self] == "x")
        let context = AnimationContext<Double>(state: state, isLogicallyComplete: true)
        let other = context.withState(AnimationState<CGFloat>())
        #expect(other.isLogicallyComplete)
        #expect(other.state[CounterKey.self] == 0)
    }
}

private enum CounterKey: AnimationStateKey {
    static var defaultValue: Int { 0 }
}

private enum LabelKey: AnimationStateKey {
    static var defaultValue: String { "" }
}
