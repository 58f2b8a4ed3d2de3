import Foundation

/// How a path is stroked. Renderers draw nothing for a non-positive or non-finite `lineWidth`,
/// and draw a solid line when `dash` is invalid (any negative or non-finite length, or all zero).
public struct StrokeParameters: Sendable, Hashable {
    public enum LineCap: Sendable, Hashable { case butt, round, square }
    public enum LineJoin: Sendable, Hashable { case miter, round, bevel }

    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    /// Alternating on/off lengths in points; empty means solid.
    public var dash: [Double]
    public var dashPhase: Double

    public init(
        lineWidth: Double = 1,
        lineCap: LineCap = .butt,
        lineJoin: LineJoin = .miter,
        miterLimit: Double = 10,
        dash: [Double] = [],
        dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
