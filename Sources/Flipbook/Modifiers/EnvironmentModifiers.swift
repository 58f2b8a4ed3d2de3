struct FontModifier: ViewModifier, EnvironmentModifier {
    let font: Font?
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { environment.font = font }
}

struct ForegroundModifier: ViewModifier, EnvironmentModifier {
    let style: any ShapeStyle
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) {
        environment.foregroundColor = style.resolvedColor(in: environment)
    }
}

struct TintModifier: ViewModifier, EnvironmentModifier {
    let color: Color?
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { environment.tint = color }
}

struct EnvironmentKeyPathModifier<Value>: ViewModifier, EnvironmentModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

extension View {
    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View { modifier(FontModifier(font: font)) }

    /// Sets the style of text and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modifier(ForegroundModifier(style: style)) }

    /// Sets the colour of text and shapes in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(ForegroundModifier(style: color ?? .primary))
    }

    /// Sets the tint of controls (buttons) in this view.
    public func tint(_ tint: Color?) -> some View { modifier(TintModifier(color: tint)) }

    /// Sets an environment value for this view.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentKeyPathModifier(keyPath: keyPath, value: value))
    }
}
