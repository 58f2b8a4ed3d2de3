import FlipbookDisplayList

/// A two-dimensional gradient: a grid of `width` × `height` colours at unit points of the filled
/// shape's frame, row by row from the top-left. Edges, and colours when `smoothsColors`, curve
/// smoothly through the neighbouring vertices (Flipbook's Catmull-Rom estimate of SwiftUI's
/// implicit control points); `background` fills what the mesh does not cover.
/// Partial: no `colorSpace:` (colours blend as `Gradient.ColorSpace.device`), no `locations:` or Bezier points.
public struct MeshGradient: ShapeStyle, GradientShapeStyle, Equatable {
    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    public var points: [SIMD2<Float>]
    public var colors: [Color]
    public var background: Color
    public var smoothsColors: Bool

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    /// The colours as evenly spread stops: the first stands for the mesh where one colour does.
    var gradient: Gradient { Gradient(colors: colors) }

    func paint(in frame: CGRect) -> Paint {
        let points = points.map {
            CGPoint(x: frame.minX + Double($0.x) * frame.width, y: frame.minY + Double($0.y) * frame.height)
        }
        return .meshGradient(MeshGradientPaint(columns: width, rows: height, points: points,
                                               colors: colors.map(\.rgba), background: background.rgba,
                                               smoothsColors: smoothsColors))
    }
}

extension MeshGradient: View {
    /// As a view, the gradient fills the space offered to it.
    public var body: some View { Rectangle().fill(self) }
}
