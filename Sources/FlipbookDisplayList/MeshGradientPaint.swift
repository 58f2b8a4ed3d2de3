import Foundation

/// A mesh gradient's geometry and colours for a renderer: `columns` × `rows` vertices, row by row
/// from the top-left, at `points` (the shape's coordinates) with `colors`. Between vertices the
/// mesh's edges and, when `smoothsColors`, its colours follow Catmull-Rom curves through the
/// neighbouring vertices (else colours blend bilinearly within each cell); `background` shows
/// where the mesh does not reach.
public struct MeshGradientPaint: Sendable, Hashable {
    public var columns: Int
    public var rows: Int
    public var points: [CGPoint]
    public var colors: [RGBAColor]
    public var background: RGBAColor
    public var smoothsColors: Bool

    public init(columns: Int, rows: Int, points: [CGPoint], colors: [RGBAColor], background: RGBAColor,
                smoothsColors: Bool) {
        self.columns = columns
        self.rows = rows
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    /// Whether the counts agree (at least 2 × 2 vertices, one point and one colour each) and every
    /// point is finite: a mesh that is not drawable paints nothing.
    public var isDrawable: Bool {
        columns >= 2 && rows >= 2 && points.count == columns * rows && colors.count == columns * rows
            && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }
}
