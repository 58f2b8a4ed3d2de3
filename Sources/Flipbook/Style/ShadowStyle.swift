import FlipbookDisplayList

/// A shadow a shape style casts (`ShapeStyle.shadow(_:)`): a drop shadow beneath the shape, or an
/// inner shadow inside its edge. Radii are blur radii as `View.shadow`'s (σ = radius / 2).
///
///     Circle().fill(.background.shadow(.drop(radius: 6, y: 3)))
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case drop, inner }

    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow beneath the shape, moved by (`x`, `y`).
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                            y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape's edge, as if the shape were a hole lit from (−`x`, −`y`).
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
                             y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The layer effect casting this shadow in `environment`.
    func effect(in environment: EnvironmentValues) -> LayerEffect {
        .shadow(color: color.resolvedColor(in: environment).rgba, sigma: gaussianSigma(radius: radius),
                offset: CGSize(width: x, height: y))
    }
}

/// A style that paints as its base and casts a shadow: `ShapeStyle.shadow(_:)`.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let shadow: ShadowStyle

    func color(in environment: EnvironmentValues) -> Color { base.resolvedColor(in: environment) }
}

extension ShapeStyle {
    /// This style casting `style`'s shadow where it fills a shape (several in order, each
    /// `shadow(_:)` adding one).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: self, shadow: style) }
}

/// A shape style that casts shadows, seen through its type erasure.
protocol ShadowCastingShapeStyle: ShapeStyle {
    /// The style without its shadows, and the shadows, innermost first.
    var unshadowed: (base: any ShapeStyle, shadows: [ShadowStyle]) { get }
}

extension _ShadowShapeStyle: ShadowCastingShapeStyle {
    var unshadowed: (base: any ShapeStyle, shadows: [ShadowStyle]) {
        guard let inner = base.unerased as? any ShadowCastingShapeStyle else { return (base, [shadow]) }
        let (base, shadows) = inner.unshadowed
        return (base, shadows + [shadow])
    }
}

/// What a shape filled with a shadow-casting style draws: the shape over each drop shadow, then
/// each inner shadow, clipped to the shape (the shadow of an opaque frame around the shape,
/// cast inwards).
@MainActor
func drawingShadows(_ shadows: [ShadowStyle], of items: [DisplayItem], in environment: EnvironmentValues) -> GroupDrawing {
    let drops = shadows.filter { $0.kind == .drop }
    var drawn = drops.isEmpty ? items : drops.map { DisplayItem.group(GroupDrawing(items: items, effects: [$0.effect(in: environment)])) }
    for inner in shadows where inner.kind == .inner {
        for case .shape(let shape) in items where shape.stroke == nil {
            let margin = 3 * gaussianSigma(radius: inner.radius) + abs(inner.x) + abs(inner.y) + 1
            // Painted in the shadow's colour, opaque: only its antialiased edge shows inside the clip.
            var paint = inner.color.resolvedColor(in: environment).rgba
            paint.alpha = 1
            let caster = ShapeDrawing(path: PathData(frame(around: shape.path, margin: margin) + shape.path.elements),
                                      paint: .color(paint), fillRule: .evenOdd)
            drawn.append(.group(GroupDrawing(clip: shape.path, clipRule: shape.fillRule,
                                             items: [.group(GroupDrawing(items: [.shape(caster)], effects: [inner.effect(in: environment)]))])))
        }
    }
    return GroupDrawing(items: drawn)
}

/// A rectangle `margin` outside the box of `path`'s points.
private func frame(around path: PathData, margin: Double) -> [PathElement] {
    let points = path.elements.flatMap(\.points)
    guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
          let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return [] }
    let (left, right, top, bottom) = (minX - margin, maxX + margin, minY - margin, maxY + margin)
    return [.move(to: CGPoint(x: left, y: top)), .line(to: CGPoint(x: right, y: top)), .line(to: CGPoint(x: right, y: bottom)),
            .line(to: CGPoint(x: left, y: bottom)), .closeSubpath]
}
