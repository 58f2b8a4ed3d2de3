// TEMPORARY stand-in for the helper-built module; replaced at integration.
import Foundation

public struct DisplayList: Sendable, Equatable { public var items: [DisplayItem]; public init(_ items: [DisplayItem] = []) { self.items = items } }
public enum DisplayItem: Sendable, Equatable { case shape(ShapeDrawing); case text(TextDrawing); indirect case group(GroupDrawing) }
public struct RGBAColor: Sendable, Hashable { public var red, green, blue, alpha: Double; public init(red: Double, green: Double, blue: Double, alpha: Double) { self.red = red; self.green = green; self.blue = blue; self.alpha = alpha } }
public struct AffineTransform: Sendable, Hashable {
    public var a, b, c, d, tx, ty: Double
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) { self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty }
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    public init(rotationAngle r: Double) { self.init(a: cos(r), b: sin(r), c: -sin(r), d: cos(r), tx: 0, ty: 0) }
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    public func applied(to p: CGPoint) -> CGPoint { CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
}
public enum PathElement: Sendable, Hashable { case move(to: CGPoint), line(to: CGPoint), quadCurve(to: CGPoint, control: CGPoint), curve(to: CGPoint, control1: CGPoint, control2: CGPoint), closeSubpath }
public enum CornerStyle: Sendable, Hashable { case circular, continuous }
public struct PathData: Sendable, Hashable {
    public var elements: [PathElement]
    public init(_ elements: [PathElement]) { self.elements = elements }
    public static func rect(_ r: CGRect) -> PathData { PathData([.move(to: r.origin), .line(to: CGPoint(x: r.maxX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .closeSubpath]) }
    public static func ellipse(in r: CGRect) -> PathData { rect(r) }
    public static func roundedRect(_ r: CGRect, cornerRadius: Double, style: CornerStyle) -> PathData { rect(r) }
}
public enum Paint: Sendable, Hashable { case color(RGBAColor) }
public enum FillRule: Sendable, Hashable { case nonZero, evenOdd }
public enum LineCap: Sendable, Hashable { case butt, round, square }
public enum LineJoin: Sendable, Hashable { case miter, round, bevel }
public struct StrokeParameters: Sendable, Hashable { public var lineWidth: Double; public var lineCap: LineCap; public var lineJoin: LineJoin; public var miterLimit: Double; public var dash: [Double]; public var dashPhase: Double
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) { self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase } }
public struct ShapeDrawing: Sendable, Equatable { public var path: PathData; public var paint: Paint; public var fillRule: FillRule; public var stroke: StrokeParameters?
    public init(path: PathData, paint: Paint, fillRule: FillRule = .nonZero, stroke: StrokeParameters? = nil) { self.path = path; self.paint = paint; self.fillRule = fillRule; self.stroke = stroke } }
public enum FontFamily: Sendable, Hashable { case sans, serif, monospaced, rounded }
public struct FontSpec: Sendable, Hashable { public var family: FontFamily; public var size: Double; public var weight: Int; public var italic: Bool
    public init(family: FontFamily, size: Double, weight: Int, italic: Bool) { self.family = family; self.size = size; self.weight = weight; self.italic = italic } }
public enum TextLineAlignment: Sendable, Hashable { case leading, center, trailing }
public enum TextTruncation: Sendable, Hashable { case head, middle, tail }
public struct TextLayoutSpec: Sendable, Hashable { public var string: String; public var font: FontSpec; public var width: Double?; public var alignment: TextLineAlignment; public var lineLimit: Int?; public var truncation: TextTruncation; public var lineSpacing: Double
    public init(string: String, font: FontSpec, width: Double?, alignment: TextLineAlignment, lineLimit: Int?, truncation: TextTruncation, lineSpacing: Double) { self.string = string; self.font = font; self.width = width; self.alignment = alignment; self.lineLimit = lineLimit; self.truncation = truncation; self.lineSpacing = lineSpacing } }
public struct TextMetrics: Sendable, Hashable { public var size: CGSize; public var firstBaseline: Double; public var lastBaseline: Double
    public init(size: CGSize, firstBaseline: Double, lastBaseline: Double) { self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline } }
public struct TextDrawing: Sendable, Equatable { public var layout: TextLayoutSpec; public var origin: CGPoint; public var color: RGBAColor
    public init(layout: TextLayoutSpec, origin: CGPoint, color: RGBAColor) { self.layout = layout; self.origin = origin; self.color = color } }
public struct GroupDrawing: Sendable, Equatable { public var transform: AffineTransform; public var opacity: Double; public var clip: PathData?; public var items: [DisplayItem]
    public init(transform: AffineTransform = .identity, opacity: Double = 1, clip: PathData? = nil, items: [DisplayItem]) { self.transform = transform; self.opacity = opacity; self.clip = clip; self.items = items } }
public protocol TextMeasuring: AnyObject { func measure(_ spec: TextLayoutSpec) -> TextMetrics }
