/// A style painted at a fraction of its opacity: `.primary.opacity(0.1)`, `.tint.opacity(0.2)`.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double

    func color(in environment: EnvironmentValues) -> Color {
        base.resolvedColor(in: environment).opacity(opacity)
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (a gradient's stops each).
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}

extension Gradient {
    /// The same stops with their opacities multiplied by `opacity`.
    func opacity(_ opacity: Double) -> Gradient {
        Gradient(stops: stops.map { Stop(color: $0.color.opacity(opacity), location: $0.location) })
    }
}

/// A gradient style that keeps its own `Gradient` (linear, radial, angular, elliptical, any):
/// its `opacity(_:)` fades the stops and keeps the geometry.
protocol StopsGradientShapeStyle: GradientShapeStyle {
    var gradient: Gradient { get set }
}

extension StopsGradientShapeStyle {
    /// This style with its stops' opacities multiplied by `opacity`.
    func fadingStops(by opacity: Double) -> Self {
        var copy = self
        copy.gradient = gradient.opacity(opacity)
        return copy
    }
}
