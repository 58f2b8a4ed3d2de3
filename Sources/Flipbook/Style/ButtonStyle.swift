/// How the buttons below `.buttonStyle(_:)` look: `makeBody(configuration:)` builds the
/// button's appearance around its label.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` gets: the button's label. Offline nothing is ever pressed.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    public let label: Label
    public let isPressed: Bool
}

/// SwiftUI's default on iOS: the label alone, in the tint colour.
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label alone, in the foreground colour rather than the tint.
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(Color.primary)
    }
}

/// The label in the tint colour on a light tint-coloured rounded rectangle.
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, prominent: false)
    }
}

/// White label on a tint-coloured rounded rectangle.
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, prominent: true)
    }
}

/// iOS's bordered shapes: padding and corners by control size (regular: 12 × 7 pt padding and
/// 6 pt corners; large: 20 × 14 pt and 12 pt, a 50 pt tall button in the body font), in the
/// `buttonBorderShape`.
struct BorderedButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let prominent: Bool
    @Environment(\.tintColor) private var color
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape

    /// Horizontal and vertical padding, and the corner radius, at each control size.
    private var metrics: (horizontal: CGFloat, vertical: CGFloat, radius: CGFloat) {
        switch controlSize {
        case .mini: (8, 3, 4)
        case .small: (10, 5, 5)
        case .regular: (12, 7, 6)
        case .large: (20, 14, 12)
        case .extraLarge: (24, 18, 14)
        }
    }

    var body: some View {
        // Disabled: grey label on the tertiary fill, as iOS draws both styles.
        let foreground = !isEnabled ? Color(UIColor.tertiaryLabel) : prominent ? Color.white : color
        let fill = !isEnabled ? Color(UIColor.tertiarySystemFill) : prominent ? color : color.opacity(0.15)
        let metrics = metrics
        label
            .foregroundStyle(foreground)
            .padding(.horizontal, borderShape == .circle ? metrics.vertical : metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .background(fill, in: borderShape, radius: metrics.radius)
    }
}

extension View {
    /// This view on `fill` in a button's border shape; `radius` rounds the automatic shape (and a
    /// rounded rectangle given none).
    @ViewBuilder
    func background(_ fill: Color, in shape: ButtonBorderShape, radius: CGFloat) -> some View {
        switch shape.kind {
        case .capsule: background(fill, in: Capsule())
        case .circle: background(fill, in: Circle())
        case .roundedRectangle(let given?): background(fill, in: RoundedRectangle(cornerRadius: given))
        case .automatic, .roundedRectangle(nil): background(fill, in: RoundedRectangle(cornerRadius: radius))
        }
    }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
    public static var automatic: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A button style with its type erased, as the environment carries it.
struct AnyButtonStyle {
    let makeBody: @MainActor (ButtonStyleConfiguration) -> any View

    @MainActor init<S: ButtonStyle>(_ style: S) {
        makeBody = StyledBody.maker(style) { $0.makeBody(configuration: $1) }
    }
}

private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the buttons in this view look.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(ButtonStyleModifier(style: AnyButtonStyle(style), primitive: nil))
    }
}
