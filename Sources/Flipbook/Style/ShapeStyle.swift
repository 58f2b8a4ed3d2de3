import FlipbookDisplayList

/// Something that can paint a shape or text: a colour, a hierarchical style, or a gradient
/// (gradients paint shapes; text and other colour uses take their first stop's colour).
public protocol ShapeStyle: Sendable {}

/// A shape style Flipbook knows how to turn into paint in an environment.
protocol ResolvableShapeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Color
}

extension Color: ResolvableShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Color { self }
}

/// The current foreground style of the environment (black unless set).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func resolve(in environment: EnvironmentValues) -> Color { environment.foregroundColor }
}

/// The hierarchical levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    func resolve(in environment: EnvironmentValues) -> Color {
        let base = environment.foregroundColor
        return level == 0 ? base : base.opacity([1, 0.6, 0.3, 0.18][level])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle {
    /// The colour this style paints with in `environment`.
    func resolvedColor(in environment: EnvironmentValues) -> Color {
        if let gradient = self as? any GradientShapeStyle { return gradient.firstColor ?? .clear }
        return (self as? any ResolvableShapeStyle)?.resolve(in: environment) ?? environment.foregroundColor
    }
}
