/// A shape style of any kind, for choosing between styles of different types:
/// `.foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))`. It paints
/// exactly as the style it wraps.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) { base = style.unerased }
}

extension ShapeStyle {
    /// The style itself, or the one an `AnyShapeStyle` wraps.
    var unerased: any ShapeStyle { (self as? AnyShapeStyle)?.base ?? self }
}
