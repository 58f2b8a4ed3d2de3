import Foundation

/// One segment of a ``PathData``.
public enum PathElement: Sendable, Hashable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath

    /// Every point the element mentions, end point last.
    public var points: [CGPoint] {
        switch self {
        case .move(let to), .line(let to): [to]
        case .quadCurve(let to, let control): [control, to]
        case .curve(let to, let control1, let control2): [control1, control2, to]
        case .closeSubpath: []
        }
    }
}

extension PathElement {
    /// The two control points of the cubic Bézier that draws the same curve as the quadratic one
    /// from `start` through `control` to `end` (degree elevation).
    public static func cubicControls(start: CGPoint, control: CGPoint, end: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y)),
         CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)))
    }
}
