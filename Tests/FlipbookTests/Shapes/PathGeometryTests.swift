import Foundation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Path construction checked against exact coordinates.
@MainActor
@Suite struct PathGeometryTests {
    /// 4/3·tan(π/8): a quarter circle's control distance per unit radius.
    private let kappa = 4.0 / 3.0 * tan(Double.pi / 8)

    private func close(_ a: [PathElement], _ b: [PathElement], sourceLocation: SourceLocation = #_sourceLocation) {
        let pa = a.flatMap(\.points), pb = b.flatMap(\.points)
        let same = a.count == b.count && pa.count == pb.count
            && zip(pa, pb).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
            && zip(a, b).allSatisfy { String(describing: $0).prefix(4) == String(describing: $1).prefix(4) }
        #expect(same, "\(a) ≠ \(b)", sourceLocation: sourceLocation)
    }

    @Test func quarterArcTurnsClockwiseOnScreenWhenClockwiseIsFalse() {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let k = 10 * kappa
        close(path.elements, [.move(to: CGPoint(x: 60, y: 50)),
                              .curve(to: CGPoint(x: 50, y: 60), control1: CGPoint(x: 60, y: 50 + k), control2: CGPoint(x: 50 + k, y: 60))])
    }

    @Test func clockwiseTrueGoesTheOtherWayRound() {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // Three quarter turns through (50, 40) and (40, 50).
        #expect(path.elements.count == 4)
        let ends = path.elements.compactMap(\.points.last)
        let expected = [CGPoint(x: 60, y: 50), CGPoint(x: 50, y: 40), CGPoint(x: 40, y: 50), CGPoint(x: 50, y: 60)]
        #expect(zip(ends, expected).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 })
    }

    @Test func aFullTurnOrMoreDrawsTheWholeCircleJoinedByALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(720), clockwise: false)
        #expect(path.elements.count == 6)
        #expect(path.elements[1] == .line(to: CGPoint(x: 60, y: 50)))
        #expect(path.currentPoint.map { abs($0.x - 60) < 1e-9 && abs($0.y - 50) < 1e-9 } == true)
    }

    @Test func tangentArcRoundsACorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        let k = 4 * kappa
        close(path.elements, [.move(to: .zero), .line(to: CGPoint(x: 6, y: 0)),
                              .curve(to: CGPoint(x: 10, y: 4), control1: CGPoint(x: 6 + k, y: 0), control2: CGPoint(x: 10, y: 4 - k))])
    }

    @Test func unevenRoundedRectangleRoundsOnlyItsOwnCorners() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        let k = 10 * kappa
        close(path.elements, [.move(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50)),
                              .line(to: CGPoint(x: 0, y: 50)), .line(to: CGPoint(x: 0, y: 10)),
                              .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10 - k), control2: CGPoint(x: 10 - k, y: 0)),
                              .closeSubpath])
        // Radii beyond half the shorter side are clamped to it: a 100 pt radius becomes 25.
        let clamped = UnevenRoundedRectangle(bottomTrailingRadius: 100, style: .circular).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(clamped.elements[2] == .line(to: CGPoint(x: 100, y: 25)))
    }

    @Test func equalRadiiMatchRoundedRectangle() {
        let rect = CGRect(x: 3, y: 4, width: 80, height: 40)
        for style in [RoundedCornerStyle.circular, .continuous] {
            #expect(UnevenRoundedRectangle(topLeadingRadius: 8, bottomLeadingRadius: 8, bottomTrailingRadius: 8,
                                           topTrailingRadius: 8, style: style).path(in: rect)
                == RoundedRectangle(cornerRadius: 8, style: style).path(in: rect))
        }
    }

    @Test func boundingRectFollowsTheCurveNotItsControlPoints() {
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        var bump = Path()
        bump.move(to: .zero)
        bump.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        // The peak of the parabola is half way to the control point.
        #expect(bump.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(Path().boundingRect.isNull)
    }

    @Test func transformsMapEveryPoint() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.offsetBy(dx: 5, dy: -5).boundingRect == CGRect(x: 5, y: -5, width: 10, height: 10))
        #expect(square.applying(CGAffineTransform(scaleX: 2, y: 3)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func shapeModifiersWorkInTheFrame() {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Rectangle().offset(x: 5, y: 1).path(in: frame).boundingRect == CGRect(x: 5, y: 1, width: 40, height: 20))
        #expect(Rectangle().scale(0.5).path(in: frame).boundingRect == CGRect(x: 10, y: 5, width: 20, height: 10))
        #expect(Rectangle().scale(x: 2, anchor: .leading).path(in: frame).boundingRect == CGRect(x: 0, y: 0, width: 80, height: 20))
        let turned = Rectangle().rotation(.degrees(90)).path(in: frame).boundingRect
        #expect(abs(turned.minX - 10) < 1e-9 && abs(turned.minY + 10) < 1e-9 && abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9)
        #expect(Circle().transform(CGAffineTransform(translationX: 0, y: 3)).path(in: frame).boundingRect == CGRect(x: 10, y: 3, width: 20, height: 20))
    }

    @Test func shapesDrawInTheirOwnCoordinates() {
        /// Written as SwiftUI shapes often are: as if the frame's origin were (0, 0).
        struct TopLine: Shape {
            func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width, height: 2)) }
        }
        let graph = makeGraph(TopLine().frame(width: 40, height: 20).position(x: 100, y: 50))
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 80, y: 40, width: 40, height: 2))
    }

    @Test func shapeModifiersAnimateTheirAmounts() {
        var shape = Rectangle().rotation(.degrees(0))
        shape.animatableData.second.first = Angle.degrees(90).animatableData
        #expect(abs(shape.angle.degrees - 90) < 1e-9)
        var moved = Circle().offset(x: 0)
        moved.animatableData.second = CGSize(width: 3, height: 4).animatableData
        #expect(moved.offset == CGSize(width: 3, height: 4))
    }
}
