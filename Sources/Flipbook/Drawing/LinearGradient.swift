import FlipbookDisplayList

/// A gradient along the line from `startPoint` to `endPoint`, unit points in the filled shape's frame.
public struct LinearGradient: ShapeStyle, StopsGradientShapeStyle {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func paint(in frame: CGRect) -> Paint {
        .linearGradient(gradient.paintStops, start: startPoint.point(in: frame), end: endPoint.point(in: frame))
    }

    /// The gradient with its stops' opacities multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> LinearGradient { fadingStops(by: opacity) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: View {
    /// As a view, the gradient fills the space offered to it.
    public var body: some View { Rectangle().fill(self) }
}
