import Foundation

/// A path filled (when `stroke` is nil) or stroked with `paint`.
/// Renderers skip a shape whose path has a non-finite coordinate.
public struct ShapeDrawing: Sendable, Equatable {
    public var path: PathData
    public var paint: Paint
    public var fillRule: FillRule
    /// nil fills the path; otherwise the path is stroked with these parameters.
    public var stroke: StrokeParameters?

    public init(path: PathData, paint: Paint, fillRule: FillRule = .nonZero, stroke: StrokeParameters? = nil) {
        self.path = path
        self.paint = paint
        self.fillRule = fillRule
        self.stroke = stroke
    }
}
