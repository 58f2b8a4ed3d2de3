extension UnitCurve {
    /// A cubic Bézier curve from (0, 0) to (1, 1) with the given control points (SwiftUI's
    /// `UnitCurve.bezier(startControlPoint:endControlPoint:)`).
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        bezier(CGPoint(x: startControlPoint.x, y: startControlPoint.y), CGPoint(x: endControlPoint.x, y: endControlPoint.y))
    }
}
