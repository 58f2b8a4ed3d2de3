import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range
/// [0, 1] to an output progress that is also in the range [0, 1].
///
/// `value(at:)` clamps the progress and both coordinates of Bézier control points to [0, 1];
/// `velocity(at:)` clamps only the x coordinates (SwiftUI behaviour, OpenSwiftUI
/// `UnitCurve.swift`, checked by its compatibility test `bezierCurveWithExtremeControlPoints`).
public struct UnitCurve: Hashable, Sendable {
    enum Function: Hashable, Sendable {
        case bezier(start: CGPoint, end: CGPoint)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
    }

    let function: Function

    /// Creates a cubic Bézier curve from (0, 0) to (1, 1) with the given control points.
    ///
    /// The points are kept as given; the public `UnitPoint` overload lives in the UI module.
    package static func bezier(_ startControlPoint: CGPoint, _ endControlPoint: CGPoint) -> UnitCurve {
        UnitCurve(function: .bezier(start: startControlPoint, end: endControlPoint))
    }

    /// A linear curve: output equals input.
    public static let linear = bezier(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))

    /// Starts slowly, then speeds up: Bézier (0.42, 0), (1, 1).
    public static let easeIn = bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))

    /// Starts quickly, then slows down: Bézier (0, 0), (0.58, 1).
    public static let easeOut = bezier(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))

    /// Slow at both ends: Bézier (0.42, 0), (0.58, 1).
    public static let easeInOut = bezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))

    /// A quarter circle: `1 − √(1 − p²)`.
    public static let circularEaseIn = UnitCurve(function: .circularEaseIn)

    /// A quarter circle: `√(1 − (1 − p)²)`.
    public static let circularEaseOut = UnitCurve(function: .circularEaseOut)

    /// Two quarter circles joined at (0.5, 0.5).
    public static let circularEaseInOut = UnitCurve(function: .circularEaseInOut)

    /// Returns the output value (y) of the curve at the given progress (x), clamped to [0, 1].
    public func value(at progress: Double) -> Double {
        let x = progress.clamped(to: 0...1)
        switch function {
        case let .bezier(start, end):
            return CubicSolver(startControlPoint: start.clampedToUnitSquare, endControlPoint: end.clampedToUnitSquare)
                .value(at: x)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5
                ? (1 - (1 - 4 * x * x).squareRoot()) / 2
                : (((8 - 4 * x) * x - 3).squareRoot() + 1) / 2
        }
    }

    /// Returns the rate of change (dy/dx) of the curve at the given progress, clamped to [0, 1].
    ///
    /// Vertical tangents give `±infinity`.
    public func velocity(at progress: Double) -> Double {
        let x = progress.clamped(to: 0...1)
        switch function {
        case let .bezier(start, end):
            return CubicSolver(startControlPoint: start.clampedX, endControlPoint: end.clampedX)
                .velocity(at: x)
        case .circularEaseIn:
            return x / (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5
                ? 2 * x / (1 - 4 * x * x).squareRoot()
                : (2 - 2 * x) / ((8 - 4 * x) * x - 3).squareRoot()
        }
    }

    /// The inverse of the curve: the curve mirrored about the line y = x.
    ///
    /// Bézier control points have x and y swapped; circular ease-in and ease-out swap.
    public var inverse: UnitCurve {
        switch function {
        case let .bezier(start, end):
            return .bezier(CGPoint(x: start.y, y: start.x), CGPoint(x: end.y, y: end.x))
        case .circularEaseIn:
            return .circularEaseOut
        case .circularEaseOut:
            return .circularEaseIn
        case .circularEaseInOut:
            return .circularEaseInOut
        }
    }

    /// Control points of the cubic Bézier that drives a `BezierAnimation` for this curve.
    ///
    /// Circular curves use SwiftUI's Core Animation approximations (OpenSwiftUI
    /// `Animation.swift`, `bezierForm`).
    var bezierControlPoints: (start: CGPoint, end: CGPoint) {
        switch function {
        case let .bezier(start, end):
            return (start, end)
        case .circularEaseIn:
            return (CGPoint(x: 0.55, y: 0), CGPoint(x: 1, y: 0.45))
        case .circularEaseOut:
            return (CGPoint(x: 0, y: 0.55), CGPoint(x: 0.45, y: 1))
        case .circularEaseInOut:
            return (CGPoint(x: 0.85, y: 0), CGPoint(x: 0.15, y: 1))
        }
    }
}

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

extension CGPoint {
    fileprivate var clampedToUnitSquare: CGPoint {
        CGPoint(x: Double(x).clamped(to: 0...1), y: Double(y).clamped(to: 0...1))
    }

    fileprivate var clampedX: CGPoint {
        CGPoint(x: Double(x).clamped(to: 0...1), y: y)
    }
}
