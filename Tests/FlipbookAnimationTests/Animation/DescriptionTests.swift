import Foundation
import Testing
import FlipbookAnimation

/// Descriptions printed by real SwiftUI (reference §1.1–1.3, seed 000 trace).
@Suite struct DescriptionTests {
    @Test func printedTraces() {
        #expect(Animation.linear.description
            == "BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))")
        #expect(Animation.smooth.description
            == "FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)")
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.default.debugDescription == "AnyAnimator(SwiftUI.DefaultAnimation())")
        #expect(String(describing: Animation.smooth) == Animation.smooth.description)
    }

    @Test func springPresets() {
        #expect(Animation.snappy.description
            == "FluidSpringAnimation(response: 0.5, dampingFraction: 0.85, blendDuration: 0.0)")
        #expect(Animation.bouncy.description
            == "FluidSpringAnimation(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0)")
        #expect(Animation.spring == Animation.smooth)
        #expect(Animation.spring().description == Animation.smooth.description)
        #expect(Animation.interactiveSpring.description
            == "FluidSpringAnimation(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25)")
        #expect(Animation.spring(response: 0.3, dampingFraction: 0.5, blendDuration: 1).description
            == "FluidSpringAnimation(response: 0.3, dampingFraction: 0.5, blendDuration: 1.0)")
    }

    @Test func customAnimationsPrintThemselves() {
        #expect(Animation(Hold(seconds: 2)).description == "Hold(seconds: 2.0)")
    }

    @Test func modifiedAnimationsWrapTheirBase() {
        #expect(Animation.easeIn.delay(1).description.hasPrefix(
            "InternalCustomAnimationModifiedContent<BezierAnimation, DelayAnimation>(base: SwiftUI.BezierAnimation(duration: 0.35"))
        #expect(Animation.easeIn.delay(1).description.hasSuffix("modifier: SwiftUI.DelayAnimation(delay: 1.0))"))
        #expect(Animation.smooth.repeatCount(2).description.hasSuffix(
            "modifier: SwiftUI.RepeatAnimation(repeatCount: Optional(2), autoreverses: true))"))
        #expect(Animation(Hold(seconds: 1)).speed(2).description.hasPrefix("CustomAnimationModifiedContent<Hold, SpeedAnimation>"))
    }
}

/// A user animation: holds the start value for `seconds`, then jumps.
struct Hold: CustomAnimation {
    var seconds: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < seconds ? .zero : nil
    }
}
