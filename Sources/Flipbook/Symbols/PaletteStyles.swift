/// `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`: the primary style as
/// `foregroundStyle(_:)` sets it, the others kept for symbols, which then draw in the palette
/// rendering mode unless one is set (their second layer in the secondary style).
private enum PaletteStylesKey: EnvironmentKey { static var defaultValue: [AnyShapeStyle] { [] } }

extension EnvironmentValues {
    /// The secondary and tertiary styles `foregroundStyle(_:_:)` sets (empty when none is set).
    var paletteStyles: [AnyShapeStyle] {
        get { self[PaletteStylesKey.self] }
        set { self[PaletteStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the primary and secondary styles of the content: text and shapes in `primary`,
    /// symbols' second layer in `secondary` (symbols draw in the palette rendering mode).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary).environment(\.paletteStyles, [AnyShapeStyle(secondary)])
    }

    /// Sets the primary, secondary and tertiary styles of the content (symbols draw in the
    /// palette rendering mode; Flipbook's stand-ins have two layers, so the tertiary goes unused).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                                _ tertiary: S3) -> some View {
        foregroundStyle(primary).environment(\.paletteStyles, [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }
}
