import Foundation

extension PathData {
    /// `4/3·(√2 − 1)`: control-point distance, as a fraction of the radius, for a cubic
    /// approximating a quarter circle.
    static let quarterCircleKappa = 0.552_284_749_830_793_4

    /// A closed rectangle, clockwise on screen from the top-left corner.
    /// A rectangle with non-finite values gives an empty path.
    public static func rect(_ r: CGRect) -> PathData {
        guard let r = finiteStandardized(r) else { return PathData() }
        return PathData([
            .move(to: CGPoint(x: r.minX, y: r.minY)),
            .line(to: CGPoint(x: r.maxX, y: r.minY)),
            .line(to: CGPoint(x: r.maxX, y: r.maxY)),
            .line(to: CGPoint(x: r.minX, y: r.maxY)),
            .closeSubpath,
        ])
    }

    /// An ellipse inscribed in `r`: four cubic quarter arcs, clockwise on screen,
    /// starting at the rightmost point. Non-finite values give an empty path.
    public static func ellipse(in r: CGRect) -> PathData {
        guard let r = finiteStandardized(r) else { return PathData() }
        let rx = Double(r.width) / 2
        let ry = Double(r.height) / 2
        let cx = Double(r.midX)
        let cy = Double(r.midY)
        let kx = rx * quarterCircleKappa
        let ky = ry * quarterCircleKappa
        return PathData([
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry),
                   control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy),
                   control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky)),
            .curve(to: CGPoint(x: cx, y: cy - ry),
                   control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy),
                   control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky)),
            .closeSubpath,
        ])
    }

    /// `r` with non-negative size, or nil when any value is NaN or infinite.
    static func finiteStandardized(_ r: CGRect) -> CGRect? {
        let values = [r.origin.x, r.origin.y, r.size.width, r.size.height]
        guard values.allSatisfy(\.isFinite) else { return nil }
        return r.standardized
    }
}
