import Foundation

extension Path {
    /// The end point of the last segment, or nil for an empty path (after `closeSubpath`, the
    /// start of that subpath).
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let to):
                (start, current) = (to, to)
            case .line(let to), .quadCurve(let to, _), .curve(let to, _, _):
                current = to
            case .closeSubpath:
                current = start
            }
        }
        return current
    }

    /// Adds an arc of a circle: a line from the current point to the arc's start (or a move, on
    /// an empty path), then the arc from `startAngle` to `endAngle`. Angles are measured from the
    /// positive x-axis toward positive y, which points down, so with `clockwise: false` the
    /// arc turns clockwise on screen (CoreGraphics' flipped convention, as in SwiftUI). A
    /// difference of a full turn or more draws the whole circle.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let full = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            // Decreasing angles: a positive difference goes the other way round.
            if delta <= -full { delta = -full } else if delta > 0 { delta = delta.truncatingRemainder(dividingBy: full) - full }
        } else {
            if delta >= full { delta = full } else if delta < 0 { delta = delta.truncatingRemainder(dividingBy: full) + full }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: delta), transform: transform)
    }

    /// Adds an arc of a circle from `startAngle` sweeping by `delta` (positive turns clockwise on
    /// screen), joined to the current point by a line.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let (cx, cy, r) = (Double(center.x), Double(center.y), Double(radius))
        let a0 = startAngle.radians, sweep = delta.radians
        guard [cx, cy, r, a0, sweep].allSatisfy(\.isFinite) else { return }
        func point(_ angle: Double, _ distance: Double = r) -> CGPoint {
            CGPoint(x: cx + distance * cos(angle), y: cy + distance * sin(angle)).applying(transform)
        }
        let start = point(a0)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        // Cubic pieces of at most a quarter turn, each with control distance 4/3·tan(θ/4)·r.
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * r
        for index in 0..<pieces {
            let from = a0 + Double(index) * step, to = from + step
            let c1 = CGPoint(x: cx + r * cos(from) - k * sin(from), y: cy + r * sin(from) + k * cos(from)).applying(transform)
            let c2 = CGPoint(x: cx + r * cos(to) + k * sin(to), y: cy + r * sin(to) - k * cos(to)).applying(transform)
            addCurve(to: point(to), control1: c1, control2: c2)
        }
    }

    /// Adds a line toward `tangent1End` and an arc of `radius` tangent to both the line from the
    /// current point to `tangent1End` and the line from there to `tangent2End` (a rounded corner
    /// at `tangent1End`). Without a current point it starts there; on collinear points it draws
    /// a line to `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        let p0 = current, p1 = tangent1End, p2 = tangent2End
        let v1 = (x: Double(p0.x - p1.x), y: Double(p0.y - p1.y)), v2 = (x: Double(p2.x - p1.x), y: Double(p2.y - p1.y))
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2, radius > 0 else {
            addLine(to: p1.applying(transform))
            return
        }
        let u1 = (x: v1.x / l1, y: v1.y / l1), u2 = (x: v2.x / l2, y: v2.y / l2)
        let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let distance = Double(radius) / tan(angle / 2)
        let t1 = CGPoint(x: Double(p1.x) + u1.x * distance, y: Double(p1.y) + u1.y * distance)
        let t2 = CGPoint(x: Double(p1.x) + u2.x * distance, y: Double(p1.y) + u2.y * distance)
        // The centre lies along the bisector, `radius / sin(angle/2)` from the corner.
        let bisector = (x: u1.x + u2.x, y: u1.y + u2.y)
        let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centreDistance = Double(radius) / sin(angle / 2)
        let centre = CGPoint(x: Double(p1.x) + bisector.x / length * centreDistance,
                             y: Double(p1.y) + bisector.y / length * centreDistance)
        let start = atan2(Double(t1.y - centre.y), Double(t1.x - centre.x))
        let end = atan2(Double(t2.y - centre.y), Double(t2.x - centre.x))
        var sweep = end - start
        if sweep > Double.pi { sweep -= 2 * Double.pi }
        if sweep < -Double.pi { sweep += 2 * Double.pi }
        addRelativeArc(center: centre, radius: radius, startAngle: .radians(start), delta: .radians(sweep), transform: transform)
    }

    /// Adds a polyline through `points` (a move to the first).
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds each rectangle as a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addPath(Path(rect), transform: transform) }
    }

    /// Adds `path`'s segments, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }
}
