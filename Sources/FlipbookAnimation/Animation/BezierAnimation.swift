import Foundation

/// A timing-curve animation: `value · curve(t / duration)` (reference §1.1).
///
/// Finishes (returns `nil`) on the first time after `duration`, or at once when
/// `duration ≤ 0`; `t == duration` still returns the full value. Never sets logical
/// completion (removal is its completion).
package struct BezierAnimation: MirroredAnimation {
    package var duration: TimeInterval
    package var curve: UnitCurve.CubicSolver

    package init(duration: TimeInterval, curve: UnitCurve.CubicSolver) {
        self.duration = duration
        self.curve = curve
    }

    // Pre-specialised for the common animatable data (1-D, 2-D, CGRect); the generic entry
    // point dispatches to these at run time. Keeps 1,000 samples per frame well under 1 ms.
    @_specialize(exported: false, kind: full, where V == Double)
    @_specialize(exported: false, kind: full, where V == CGFloat)
    @_specialize(exported: false, kind: full, where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(exported: false, kind: full, where V == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return nil }
        return value.scaled(by: curve.value(at: (time / duration).clamped(to: 0...1)))
    }

    func typeName(qualified: Bool) -> String {
        "BezierAnimation".qualified(qualified)
    }

    var fieldsDescription: String {
        "duration: \(duration), curve: \(swiftUIModulePrefix)UnitCurve.\(curve)"
    }
}
