import FlipbookDisplayList
import Foundation

extension Path {
    /// The path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let to): .move(to: to.applying(transform))
            case .line(let to): .line(to: to.applying(transform))
            case .quadCurve(let to, let control): .quadCurve(to: to.applying(transform), control: control.applying(transform))
            case .curve(let to, let c1, let c2):
                .curve(to: to.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return result
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The smallest rectangle containing the path itself (curve extremes, not control points);
    /// `.null` for an empty path.
    public var boundingRect: CGRect {
        var xs: [Double] = [], ys: [Double] = []
        var current = CGPoint.zero, start = CGPoint.zero
        func add(_ p: CGPoint) { xs.append(Double(p.x)); ys.append(Double(p.y)) }
        /// The extremes of one coordinate of a cubic on 0 < t < 1.
        func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
            let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
            var roots: [Double] = []
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { roots = [-c / b] }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    roots = [(-b + s) / (2 * a), (-b - s) / (2 * a)]
                }
            }
            return roots.filter { $0 > 0 && $0 < 1 }.map { t in
                let u = 1 - t
                return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
            }
        }
        func addCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) {
            add(p3)
            xs += extremes(Double(p0.x), Double(c1.x), Double(c2.x), Double(p3.x))
            ys += extremes(Double(p0.y), Double(c1.y), Double(c2.y), Double(p3.y))
        }
        for element in elements {
            switch element {
            case .move(let to):
                (current, start) = (to, to)
                add(to)
            case .line(let to):
                add(to)
                current = to
            case .quadCurve(let to, let control):
                let (c1, c2) = PathElement.cubicControls(start: current, control: control, end: to)
                addCubic(current, c1, c2, to)
                current = to
            case .curve(let to, let c1, let c2):
                addCubic(current, c1, c2, to)
                current = to
            case .closeSubpath:
                current = start
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
