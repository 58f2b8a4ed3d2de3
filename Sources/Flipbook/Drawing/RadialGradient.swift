import FlipbookDisplayList

/// A gradient in circles about `center` (a unit point in the filled shape's frame), from
/// `startRadius` to `endRadius` points.
public struct RadialGradient: ShapeStyle, StopsGradientShapeStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func paint(in frame: CGRect) -> Paint {
        .radialGradient(gradient.paintStops, center: center.point(in: frame),
                        startRadius: Double(startRadius), endRadius: Double(endRadius))
    }

    /// The gradient with its stops' opacities multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> RadialGradient { fadingStops(by: opacity) }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension RadialGradient: View {
    /// As a view, the gradient fills the space offered to it.
    public var body: some View { Rectangle().fill(self) }
}
