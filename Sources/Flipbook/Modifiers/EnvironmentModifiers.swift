struct FontModifier: ViewModifier, EnvironmentModifier {
    let font: Font?
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { environment.font = font }
}

/// Sets the foreground colour; leaves painted with it animate the colour with
/// the transaction that reaches this modifier, not their own.
struct ForegroundModifier: ViewModifier, PrimitiveModifier {
    let style: any ShapeStyle
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        let carrier = TransactionCarrier()
        let inner = context.with { environment in
            switch style {
            case let color as Color: environment.foregroundColor = color
            case let level as HierarchicalShapeStyle where level == .primary:
                environment.foregroundColor = environment.unresolvedForeground
            default: environment.foregroundColor = style.resolvedColor(in: environment)
            }
            environment.foregroundTransaction = carrier
            if let gradient = style as? any GradientShapeStyle {
                environment.foregroundGradient = gradient
            } else if !(style is HierarchicalShapeStyle || style is ForegroundStyle) {
                environment.foregroundGradient = nil
            }
        }
        let elements = inner.resolveChild(content, component: .content)
        return context.wrapEach(elements) { TransactionCarrierElement(.record, carrier: carrier, child: $0, id: $1) }
    }
}

struct TintModifier: ViewModifier, EnvironmentModifier {
    let color: Color?
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) {
        environment.tint = color
        environment.tintStyle = nil
    }
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
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modifier(ForegroundModifier(style: style.unerased)) }

    /// Sets the colour of text and shapes in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(ForegroundModifier(style: color ?? .primary))
    }

    /// Sets the tint of controls (buttons) in this view.
    public func tint(_ tint: Color?) -> some View { modifier(TintModifier(color: tint)) }

    /// Sets the accent colour of this view (SwiftUI's older name for `tint(_:)`).
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// Sets an environment value for this view.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentKeyPathModifier(keyPath: keyPath, value: value))
    }
}
