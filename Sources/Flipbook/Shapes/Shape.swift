import FlipbookDisplayList

/// A 2D shape: a view that fills the space offered to it with its path,
/// painted with the foreground style unless filled or stroked.
///
/// A shape with `animatableData` (an arc's angle, a pie's fraction) is
/// redrawn every frame with interpolated data.
public protocol Shape: Animatable, View {
    func path(in rect: CGRect) -> Path
    /// The shape's size for a proposal (default: the proposal, nil → 10).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The path for a view placed at `frame` (scene coordinates): made in the view's own
    /// coordinates, origin at its top-leading corner as SwiftUI gives shapes, then moved there.
    func path(inFrame frame: CGRect) -> Path {
        path(in: CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Strokes the shape's outline with `content`, centred on the path.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the shape's outline with `content` and a full stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    /// Strokes the shape's outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// Strokes the shape's outline in the foreground style with a full stroke style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: style)
    }
}

/// How a path is filled.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a path is stroked.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    var parameters: StrokeParameters {
        StrokeParameters(lineWidth: max(0, lineWidth), lineCap: lineCap.parameter, lineJoin: lineJoin.parameter,
                         miterLimit: miterLimit, dash: dash.map(Double.init), dashPhase: dashPhase)
    }
}

/// A shape painted with a style: what `fill` and `stroke` return.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    var stroke: StrokeStyle?

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    init(shape: Content, style: Style, stroke: StrokeStyle) {
        self.init(shape: shape, style: style)
        self.stroke = stroke
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        var style = style.unerased
        if style is BackgroundStyle, let set = context.environment.backgroundStyle { style = set.unerased }
        if let shadowed = style as? any ShadowCastingShapeStyle {
            let (base, shadows) = shadowed.unshadowed
            var plain = _ShapeView<Content, AnyShapeStyle>(shape: shape, style: AnyShapeStyle(base), fillStyle: fillStyle)
            plain.stroke = stroke
            let environment = context.environment
            return context.wrapEach(context.resolveChild(plain, component: .content)) { element, id in
                EffectElement(key: "styleShadows", value: 0.0, child: element, id: id, context: context,
                              group: { _, _, items in drawingShadows(shadows, of: items, in: environment) })
            }
        }
        if let material = style as? Material, stroke == nil {
            return [MaterialElement(shape: shape, material: material, context: context)]
        }
        if let paint = style as? ImagePaint { return paint.element(shape: shape, fillStyle: fillStyle, stroke: stroke, context: context) }
        let fromEnvironment = style is ForegroundStyle || style is HierarchicalShapeStyle
        return [ShapeElement(shape: shape, color: style.resolvedColor(in: context.environment),
                             colorSource: fromEnvironment ? context.environment.foregroundTransaction : nil,
                             gradient: style as? any GradientShapeStyle
                                 ?? (style is ForegroundStyle ? context.environment.foregroundGradient : nil),
                             fillStyle: fillStyle, stroke: stroke, context: context)]
    }
}

/// How the ends of stroked lines are drawn (CoreGraphics' name; Linux Foundation lacks it).
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square

    var parameter: StrokeParameters.LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// How the corners of stroked lines are drawn (CoreGraphics' name; Linux Foundation lacks it).
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel

    var parameter: StrokeParameters.LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
