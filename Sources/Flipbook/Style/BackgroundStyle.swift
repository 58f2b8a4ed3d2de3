/// The background of the current context: `.fill(.background)`. It is the environment's
/// `backgroundStyle` when one is set, else the system background (white, or black in the dark
/// appearance).
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}

    func color(in environment: EnvironmentValues) -> Color {
        (environment.backgroundStyle ?? AnyShapeStyle(Color(UIColor.systemBackground))).resolvedColor(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension EnvironmentValues {
    /// The style `.background` paints with here; nil for the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

private enum BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension View {
    /// Sets the style `.background` paints with inside this view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { environment(\.backgroundStyle, AnyShapeStyle(style)) }
}
