import FlipbookDisplayList

/// Something that can paint a shape or text: a colour, a hierarchical style, or a gradient
/// (gradients paint shapes; text and other colour uses take their first stop's colour).
public protocol ShapeStyle: Sendable {}

/// A shape style Flipbook knows how to turn into paint in an environment.
protocol ResolvableShapeStyle: ShapeStyle {
    func color(in environment: EnvironmentValues) -> Color
}

extension Color: ResolvableShapeStyle {
    func color(in environment: EnvironmentValues) -> Color { Color(resolve(in: environment)) }
}

/// The current foreground style of the environment (black unless set).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func color(in environment: EnvironmentValues) -> Color { environment.foregroundColor }
}

/// The hierarchical levels of the foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// On the label colour, iOS's label colours (`secondaryLabel`…); on another colour, that
    /// colour at 60 %, 30 % and 18 % opacity (the label colours' opacities).
    func color(in environment: EnvironmentValues) -> Color {
        if environment.foregroundIsLabel {
            let labels: [UIColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
            return labels[level].color.resolvedColor(in: environment)
        }
        let base = environment.foregroundColor
        return level == 0 ? base : base.opacity([1, 0.6, 0.3, 0.18][level])
    }
}

/// The tint colour of the environment (`.tint(_:)`, else the accent colour).
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func color(in environment: EnvironmentValues) -> Color {
        environment.tintColor.resolvedColor(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint colour: `.foregroundStyle(.tint)`.
    public static var tint: TintShapeStyle { TintShapeStyle() }
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
        if let erased = self as? AnyShapeStyle { return erased.base.resolvedColor(in: environment) }
        if let gradient = self as? any GradientShapeStyle { return gradient.firstColor ?? .clear }
        return (self as? any ResolvableShapeStyle)?.color(in: environment) ?? environment.foregroundColor
    }
}
