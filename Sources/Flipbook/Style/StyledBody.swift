/// A style's body as a view of its own: the view holds the style, so the style's dynamic
/// properties (`@Environment(\.isEnabled)` in a `ButtonStyle`, say) are bound to the graph as a
/// view's are, and read the environment where the styled control is.
struct StyledBody<Style>: View {
    let style: StyleProperties<Style>
    let make: @MainActor (Style) -> AnyView

    var body: some View { make(style.style) }
}

/// A style held by a view: `DynamicPropertyBinder` binds the style's dynamic properties as the
/// view's own.
struct StyleProperties<Style>: HoldsDynamicProperties {
    let style: Style

    var dynamicPropertiesHolder: Any { style }
}

extension StyledBody {
    /// The body `make` gives for `style`.
    init(_ style: Style, make: @escaping @MainActor (Style) -> AnyView) {
        self.init(style: StyleProperties(style: style), make: make)
    }

    /// What a type-erased style (`AnyLabelStyle`, `AnyGaugeStyle`, …) keeps of `style`: for each
    /// configuration, the body `makeBody` gives, as a `StyledBody` (every style's dynamic
    /// properties read where its control is).
    static func maker<Configuration, Body: View>(
        _ style: Style, _ makeBody: @escaping @MainActor (Style, Configuration) -> Body
    ) -> @MainActor (Configuration) -> AnyView {
        { configuration in AnyView(StyledBody(style) { AnyView(makeBody($0, configuration)) }) }
    }
}
