import Foundation

extension UnitCurve {
    /// Solves a cubic Bézier timing curve from (0, 0) to (1, 1): given x, finds y.
    ///
    /// Polynomial coefficients, tolerance (2⁻²⁰), result quantisation (multiples of 2⁻²⁰) and
    /// the Newton-then-bisection search follow SwiftUI's `UnitCurve.CubicSolver` as audited in
    /// OpenSwiftUI `UnitCurve.swift` (reference §1.1). It prints like SwiftUI's, e.g.
    /// `CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0)`.
    package struct CubicSolver: Hashable, Sendable, CustomStringConvertible {
        package var ax: Double
        package var bx: Double
        package var cx: Double
        package var ay: Double
        package var by: Double
        package var cy: Double

        /// 2⁻²⁰: the solver's x tolerance and the quantum of its results.
        private static let quantum = 1.0 / 1_048_576

        /// Newton steps tried before falling back to bisection.
        private static let newtonSteps = 7

        /// Creates the solver of the Bézier curve (0, 0), `startControlPoint`, `endControlPoint`, (1, 1).
        package init(startControlPoint p1: CGPoint, endControlPoint p2: CGPoint) {
            cx = 3 * Double(p1.x)
            bx = 3 * (Double(p2.x) - Double(p1.x)) - cx
            ax = 1 - cx - bx
            cy = 3 * Double(p1.y)
            by = 3 * (Double(p2.y) - Double(p1.y)) - cy
            ay = 1 - cy - by
        }

        package var description: String {
            "CubicSolver(ax: \(ax), bx: \(bx), cx: \(cx), ay: \(ay), by: \(by), cy: \(cy))"
        }

        /// The y value of the curve at `x`, quantised to multiples of 2⁻²⁰.
        package func value(at x: Double) -> Double {
            let s = solveX(x)
            let y = s * (cy + s * (by + ay * s))
            return Self.quantize(y)
        }

        /// dy/dx at `x`: 1 when both derivatives are equal, ±∞ for a vertical tangent,
        /// otherwise quantised to multiples of 2⁻²⁰.
        package func velocity(at x: Double) -> Double {
            let s = solveX(x)
            let dx = (3 * ax * s + 2 * bx) * s + cx
            let dy = (3 * ay * s + 2 * by) * s + cy
            if dx == dy { return 1 }
            if dx == 0 { return dy < 0 ? -.infinity : .infinity }
            return Self.quantize(dy / dx)
        }

        private static func quantize(_ value: Double) -> Double {
            (value / quantum).rounded() * quantum
        }

        private func sampleX(_ s: Double) -> Double {
            ((ax * s + bx) * s + cx) * s
        }

        private func sampleDerivativeX(_ s: Double) -> Double {
            (3 * ax * s + 2 * bx) * s + cx
        }

        /// Finds the curve parameter `s` whose x equals `x` within 2⁻²⁰.
        private func solveX(_ x: Double) -> Double {
            let epsilon = Self.quantum
            var s = x
            if abs(sampleX(s) - x) < epsilon { return s }
            for _ in 0..<Self.newtonSteps {
                let slope = sampleDerivativeX(s)
                if abs(slope) < 1e-6 { break }
                s -= (sampleX(s) - x) / slope
                if abs(sampleX(s) - x) < epsilon { return s }
            }
            var low = 0.0
            var high = 1.0
            s = x.clamped(to: 0...1)
            // 64 halvings exhaust a Double's precision on [0, 1].
            for _ in 0..<64 where low < high {
                let sx = sampleX(s)
                if abs(sx - x) < epsilon { return s }
                if x > sx { low = s } else { high = s }
                s = low + (high - low) / 2
            }
            return s
        }
    }
}
