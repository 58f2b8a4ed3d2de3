/// A lower level of a shape style (`.background.secondary`, `.tint.tertiary`): of the background,
/// iOS's system background of that level; of the foreground, its hierarchical level; of any
/// other style, its colour at the label colours' opacities (60 %, 30 %, 18 %).
struct ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    /// 1 for secondary, 2 for tertiary, 3 for quaternary.
    let level: Int

    func color(in environment: EnvironmentValues) -> Color {
        if base is BackgroundStyle, environment.backgroundStyle == nil {
            let backgrounds: [UIColor] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground]
            return backgrounds[min(level, backgrounds.count - 1)].color.resolvedColor(in: environment)
        }
        if base is ForegroundStyle { return HierarchicalShapeStyle(level: level).color(in: environment) }
        return base.resolvedColor(in: environment).opacity([1, 0.6, 0.3, 0.18][level])
    }
}

extension ShapeStyle {
    /// The second level of this style (`.background.secondary`).
    public var secondary: some ShapeStyle { ShapeStyleLevel(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: some ShapeStyle { ShapeStyleLevel(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: some ShapeStyle { ShapeStyleLevel(base: self, level: 3) }
}
