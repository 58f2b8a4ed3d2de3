import Foundation
import Testing
import FlipbookAnimation

/// Reference §1.1: coefficients, values and velocities of the timing curves.
@Suite struct UnitCurveTests {
    private func solver(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) -> UnitCurve.CubicSolver {
        UnitCurve.CubicSolver(startControlPoint: CGPoint(x: p1x, y: p1y), endControlPoint: CGPoint(x: p2x, y: p2y))
    }

    @Test func solverCoefficientsPrintLikeSwiftUI() {
        #expect(solver(0, 0, 1, 1).description == "CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0)")
        #expect(solver(0.42, 0, 1, 1).description
            == "CubicSolver(ax: -0.7400000000000002, bx: 0.4800000000000002, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0)")
        #expect(solver(0, 0, 0.58, 1).description
            == "CubicSolver(ax: -0.7399999999999998, bx: 1.7399999999999998, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0)")
        #expect(solver(0.42, 0, 0.58, 1).description
            == "CubicSolver(ax: 0.52, bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0)")
        #expect(solver(0.68, -0.6, 0.32, 1.6).description
            == "CubicSolver(ax: 2.08, bx: -3.12, cx: 2.04, ay: -5.6000000000000005, by: 8.4, cy: -1.7999999999999998)")
    }

    @Test(arguments: [
        (UnitCurve.easeIn, [0.017027, 0.093465, 0.315357, 0.621861, 0.839428]),
        (UnitCurve.easeOut, [0.160572, 0.378139, 0.684643, 0.906535, 0.982973]),
        (UnitCurve.easeInOut, [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
    ])
    func bezierValues(curve: UnitCurve, expected: [Double]) {
        for (progress, value) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
            expectClose(curve.value(at: progress), value, tolerance: 1e-6)
        }
    }

    @Test(arguments: [
        (UnitCurve.easeIn, [0, 0.67, 1.07, 1.37, 0]),
        (UnitCurve.easeOut, [1.0, 1.37, 1.07, 0.67, 0]),
        (UnitCurve.easeInOut, [0, 1.06, 1.72, 1.06, 0]),
    ])
    func bezierVelocities(curve: UnitCurve, expected: [Double]) {
        for (progress, velocity) in zip([0, 0.25, 0.5, 0.75, 1], expected) {
            expectClose(curve.velocity(at: progress), velocity, tolerance: 0.005)
        }
    }

    @Test func easeOutStartsAtExactlyUnitVelocity() {
        #expect(UnitCurve.easeOut.velocity(at: 0) == 1.0)
    }

    @Test func circularCurves() {
        let progresses = [0.25, 0.5, 0.75]
        for (progress, value) in zip(progresses, [0.032, 0.134, 0.339]) {
            expectClose(UnitCurve.circularEaseIn.value(at: progress), value, tolerance: 0.0005)
        }
        for (progress, value) in zip(progresses, [0.661, 0.866, 0.968]) {
            expectClose(UnitCurve.circularEaseOut.value(at: progress), value, tolerance: 0.0005)
        }
        for (progress, value) in zip(progresses, [0.067, 0.5, 0.933]) {
            expectClose(UnitCurve.circularEaseInOut.value(at: progress), value, tolerance: 0.0005)
        }
        let velocities: [(UnitCurve, [Double])] = [
            (.circularEaseIn, [0, 0.258, 0.577, 1.134, .infinity]),
            (.circularEaseOut, [.infinity, 1.134, 0.577, 0.258, 0]),
            (.circularEaseInOut, [0, 0.577, .infinity, 0.577, 0]),
        ]
        for (curve, expected) in velocities {
            for (progress, velocity) in zip([0, 0.25, 0.5, 0.75, 1], expected) {
                if velocity.isInfinite {
                    #expect(curve.velocity(at: progress) == .infinity)
                } else {
                    expectClose(curve.velocity(at: progress), velocity, tolerance: 0.0005)
                }
            }
        }
    }

    @Test func linearVelocityIsAlwaysOne() {
        for progress in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(UnitCurve.linear.velocity(at: progress) == 1)
        }
    }

    @Test func customBezier() {
        let curve = UnitCurve.bezier(CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.75, y: 0.9))
        #expect(curve.value(at: 0.5) == 0.5)
        expectClose(curve.velocity(at: 0.5), 1.199, tolerance: 0.001)
    }

    @Test func progressIsClamped() {
        #expect(UnitCurve.easeInOut.value(at: -0.5) == 0)
        #expect(UnitCurve.easeInOut.value(at: 1.5) == 1)
    }

    @Test func extremeControlPoints() {
        // value(at:) clamps x and y of the control points; velocity(at:) clamps only x.
        let curve = UnitCurve.bezier(CGPoint(x: -0.5, y: 2), CGPoint(x: 1.5, y: -1))
        #expect(curve.value(at: 0.5) == 0.5)
        #expect(curve.velocity(at: 0.5) == -1.0)
    }

    @Test func valuesAreQuantisedTo2PowMinus20() {
        let value = UnitCurve.easeIn.value(at: 0.3)
        #expect(value * 1_048_576 == (value * 1_048_576).rounded())
    }

    @Test func inverse() {
        #expect(UnitCurve.easeIn.inverse == .bezier(CGPoint(x: 0, y: 0.42), CGPoint(x: 1, y: 1)))
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
        let y = UnitCurve.easeOut.value(at: 0.3)
        expectClose(UnitCurve.easeOut.inverse.value(at: y), 0.3, tolerance: 1e-5)
    }

    @Test func unclampedTimingCurveOvershoots() {
        let overshoot = solver(0.68, -0.6, 0.32, 1.6)
        expectClose(overshoot.value(at: 0.2), -0.1046, tolerance: 5e-5)
        expectClose(overshoot.value(at: 0.75), 1.0977, tolerance: 5e-5)
    }
}
