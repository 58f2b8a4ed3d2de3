import Foundation

extension PathData {
    /// The part of the path between `from` and `to`, as fractions of its length
    /// (curves flattened into 32 segments each; a closed subpath includes its closing
    /// segment). Fractions are clamped to 0…1; `from ≥ to` gives an empty path.
    public func trimmed(from: Double, to: Double) -> PathData {
        let start = min(max(from.isNaN ? 0 : from, 0), 1), end = min(max(to.isNaN ? 1 : to, 0), 1)
        guard end > start else { return PathData([]) }
        if start == 0, end == 1 { return self }
        let polylines = flattened()
        let total = polylines.reduce(0) { $0 + Self.length(of: $1) }
        guard total > 0 else { return PathData([]) }
        let (low, high) = (start * total, end * total)
        var result: [PathElement] = []
        var travelled = 0.0
        for line in polylines {
            var penDown = false
            for (a, b) in zip(line, line.dropFirst()) {
                let segment = hypot(b.x - a.x, b.y - a.y)
                defer { travelled += segment }
                let segmentEnd = travelled + segment
                guard segmentEnd > low, travelled < high, segment > 0 else { continue }
                let t0 = max(0, (low - travelled) / segment), t1 = min(1, (high - travelled) / segment)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !penDown { result.append(.move(to: p0)); penDown = true }
                result.append(.line(to: p1))
            }
        }
        return PathData(result)
    }

    /// Each subpath as points (curves flattened; a closed subpath ends at its start).
    private func flattened() -> [[CGPoint]] {
        var lines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func curve(_ point: (Double) -> CGPoint) {
            for step in 1...32 { current.append(point(Double(step) / 32)) }
        }
        for element in elements {
            switch element {
            case .move(let p):
                if current.count > 1 { lines.append(current) }
                current = [p]
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p)
            case let .quadCurve(p, c):
                if current.isEmpty { current = [last] }
                let p0 = last
                curve { t in
                    let u = 1 - t
                    return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
                }
            case let .curve(p, c1, c2):
                if current.isEmpty { current = [last] }
                let p0 = last
                curve { t in
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                }
            case .closeSubpath:
                if let first = current.first { current.append(first) }
                if current.count > 1 { lines.append(current) }
                current = []
                continue
            }
            last = current.last ?? last
        }
        if current.count > 1 { lines.append(current) }
        return lines
    }

    private static func length(of line: [CGPoint]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}
