import Foundation
import Testing
import FlipbookAnimation

@Suite struct VectorArithmeticTests {
    @Test func scalarsScaleAndMeasure() {
        #expect(3.0.scaled(by: 2) == 6)
        #expect(Float(3).scaled(by: 0.5) == 1.5)
        #expect(CGFloat(-4).scaled(by: 0.25) == -1)
        #expect(CGFloat(3).magnitudeSquared == 9)
        #expect(Float(-2).magnitudeSquared == 4)
    }

    @Test func pairIsComponentWise() {
        var pair = AnimatablePair(3.0, CGFloat(4))
        #expect(pair.magnitudeSquared == 25)
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(6.0, CGFloat(8)))
        #expect(pair - AnimatablePair(1.0, 1) == AnimatablePair(5.0, 7))
        #expect(pair + .zero == pair)
        pair -= AnimatablePair(6.0, 8)
        #expect(pair == .zero)
    }

    @Test func interpolation() {
        #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
    }

    @Test func emptyDataIsInert() {
        var empty = EmptyAnimatableData()
        empty.scale(by: 5)
        #expect(empty.magnitudeSquared == 0)
        #expect(empty + .zero == EmptyAnimatableData())
    }
}

@MainActor
@Suite struct AnimatableTests {
    private struct Label: Animatable {}

    @Test func geometryAnimatesItsComponents() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
        var point = CGPoint(x: 1, y: 2)
        point.animatableData.second = 9
        #expect(point == CGPoint(x: 1, y: 9))
        var size = CGSize(width: 1, height: 2)
        size.animatableData = AnimatablePair(3, 4)
        #expect(size == CGSize(width: 3, height: 4))
    }

    @Test func scalarsAnimateThemselves() {
        var value = 2.0
        value.animatableData = 5
        #expect(value == 5)
        #expect(CGFloat(3).animatableData == 3)
        #expect(Float(3).animatableData == 3)
    }

    @Test func defaultIsEmpty() {
        var label = Label()
        label.animatableData = EmptyAnimatableData()
        #expect(label.animatableData == EmptyAnimatableData())
    }
}
