import Foundation

extension PathData {
    /// Corner smoothing used for ``CornerStyle/continuous`` (Figma's "iOS" preset, 60 %).
    static let continuousCornerSmoothing = 0.6

    /// A rounded rectangle, clockwise on screen, starting where the top-left corner meets the top edge.
    ///
    /// `cornerRadius` is clamped to 0…half the shorter side; a zero, negative or NaN radius gives ``rect(_:)``.
    /// Each corner is one line followed by cubic Béziers:
    /// - `.circular`: one cubic approximating a quarter circle.
    /// - `.continuous`: Figma's corner-smoothing construction (smoothing ξ = 0.6) — a cubic easing in
    ///   from the edge, a circular arc of `90°·(1 − ξ)` (one cubic), and the mirrored cubic easing out.
    ///   The corner starts `(1 + ξ)·r` from the vertex. When the rectangle is too small for that,
    ///   ξ is reduced so the corner fits, degrading smoothly to a circular corner (a capsule stays a capsule).
    public static func roundedRect(_ r: CGRect, cornerRadius: Double, style: CornerStyle) -> PathData {
        roundedRect(r, cornerRadii: CornerRadii(topLeading: cornerRadius, bottomLeading: cornerRadius,
                                                bottomTrailing: cornerRadius, topTrailing: cornerRadius), style: style)
    }

    /// A rectangle whose corners each have their own radius (SwiftUI's `UnevenRoundedRectangle`),
    /// built like ``roundedRect(_:cornerRadius:style:)``; each radius is clamped to 0…half the
    /// shorter side, and a corner with radius 0 is square.
    public static func roundedRect(_ r: CGRect, cornerRadii radii: CornerRadii, style: CornerStyle) -> PathData {
        guard let r = finiteStandardized(r) else { return PathData() }
        let budget = Double(min(r.width, r.height)) / 2
        let smoothing = style == .continuous ? continuousCornerSmoothing : 0
        func corner(_ radius: Double) -> CornerGeometry {
            CornerGeometry(radius: radius.isNaN ? 0 : min(radius, budget), smoothing: smoothing, budget: budget)
        }
        // Clockwise on screen: top-right, bottom-right, bottom-left, top-left.
        let radiusList = [radii.topTrailing, radii.bottomTrailing, radii.bottomLeading, radii.topLeading]
        // Equal radii (every `RoundedRectangle`) share one corner's geometry.
        let corners = radiusList.dropFirst().allSatisfy { $0 == radiusList[0] }
            ? Array(repeating: corner(radiusList[0]), count: 4) : radiusList.map(corner)
        guard corners.contains(where: { !$0.cubics.isEmpty }) else { return rect(r) }

        let (minX, minY, maxX, maxY) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
        let frames = [
            CornerFrame(x: maxX, y: minY, incoming: (1, 0), outgoing: (0, 1)),
            CornerFrame(x: maxX, y: maxY, incoming: (0, 1), outgoing: (-1, 0)),
            CornerFrame(x: minX, y: maxY, incoming: (-1, 0), outgoing: (0, -1)),
            CornerFrame(x: minX, y: minY, incoming: (0, -1), outgoing: (1, 0)),
        ]
        var elements: [PathElement] = [.move(to: CGPoint(x: minX + corners[3].extent, y: minY))]
        for (frame, corner) in zip(frames, corners) {
            elements.append(.line(to: frame.point((corner.extent, 0))))
            for cubic in corner.cubics {
                elements.append(.curve(
                    to: frame.point(cubic.end),
                    control1: frame.point(cubic.control1),
                    control2: frame.point(cubic.control2)
                ))
            }
        }
        elements.append(.closeSubpath)
        return PathData(elements)
    }
}

/// The four radii of an unevenly rounded rectangle, in points.
public struct CornerRadii: Sendable, Hashable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A corner vertex with the unit directions of the edge arriving at it and the edge leaving it.
private struct CornerFrame {
    let x: Double
    let y: Double
    let incoming: (dx: Double, dy: Double)
    let outgoing: (dx: Double, dy: Double)

    /// Maps local coordinates: `back` runs from the vertex against the incoming edge,
    /// `along` from the vertex along the outgoing edge.
    func point(_ local: CornerGeometry.Local) -> CGPoint {
        CGPoint(
            x: x - local.back * incoming.dx + local.along * outgoing.dx,
            y: y - local.back * incoming.dy + local.along * outgoing.dy
        )
    }
}

/// One corner's cubics in local (back, along) coordinates, from `(extent, 0)` to `(0, extent)`.
private struct CornerGeometry {
    typealias Local = (back: Double, along: Double)

    /// Distance from the vertex at which the corner leaves each edge.
    let extent: Double
    let cubics: [(control1: Local, control2: Local, end: Local)]

    /// Figma's smoothed corner (after "Desperately seeking squircles", figma-squircle);
    /// `smoothing` 0 is a plain quarter circle.
    init(radius: Double, smoothing requested: Double, budget: Double) {
        guard radius > 0 else {
            extent = 0
            cubics = []
            return
        }
        let smoothing = max(0, min(requested, budget / radius - 1))
        let p = min((1 + smoothing) * radius, budget)
        let arcAngle = Double.pi / 2 * (1 - smoothing)
        let arcChord = sin(arcAngle / 2) * radius * Double(2).squareRoot()
        let alpha = (Double.pi / 2 - arcAngle) / 2
        let beta = Double.pi / 4 * smoothing
        let c = radius * tan(alpha / 2) * cos(beta)
        let d = c * tan(beta)
        let b = (p - arcChord - c - d) / 3
        let a = 2 * b
        // Control distance for a cubic approximating a circular arc of `arcAngle`.
        let k = 4.0 / 3.0 * tan(arcAngle / 4) * radius

        let arcStart: Local = (p - a - b - c, d)
        let arcEnd: Local = (d, p - a - b - c)
        let arc = (
            control1: (arcStart.back - k * cos(beta), arcStart.along + k * sin(beta)),
            control2: (arcEnd.back + k * sin(beta), arcEnd.along - k * cos(beta)),
            end: arcEnd
        )
        extent = p
        if smoothing > 0 {
            cubics = [
                (control1: (p - a, 0), control2: (p - a - b, 0), end: arcStart),
                arc,
                (control1: (0, p - a - b), control2: (0, p - a), end: (0, p)),
            ]
        } else {
            cubics = [arc]
        }
    }
}
