/// How the toggles below `.toggleStyle(_:)` look: `makeBody(configuration:)` builds the toggle
/// from its label and binding.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` gets: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view (its texts name the toggle for scripts).
    public struct Label: View, PrimitiveView {
        let content: any View
        public typealias Body = Never
        func resolve(in context: ResolveContext) -> [Element] {
            context.resolveChild(ControlLabel(content: content), component: .content)
        }
    }

    public let label: Label
    @Binding public var isOn: Bool
    /// Whether the toggle's value is mixed: a `Toggle(sources:isOn:)` whose sources disagree.
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

/// iOS's default: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// The label leading, then a spacer, then the 51×31 switch, green when on (or the tint).
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            HStack {
                LabelSlot {
                    configuration.label.foregroundStyle(Color.primary)
                    Spacer()
                }
                SwitchTrack(isOn: configuration.isOn)
            }
        }
    }
}

/// A button showing the label in the tint colour, on a light tint-coloured rounded rectangle
/// when on (iOS's bordered look).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Button(action: { configuration.isOn.toggle() }) {
            ToggledButtonLabel(label: configuration.label, isOn: configuration.isOn)
        }
    }
}

/// A `.button`-style toggle's label: bordered when on (in the `buttonBorderShape`), plain when off.
private struct ToggledButtonLabel: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    @Environment(\.tintColor) private var tint
    @Environment(\.buttonBorderShape) private var borderShape

    var body: some View {
        label
            .padding(.horizontal, borderShape == .circle ? 7 : 12)
            .padding(.vertical, 7)
            .background(isOn ? tint.opacity(0.15) : .clear, in: borderShape, radius: 6)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension EnvironmentValues {
    /// The style of the toggles here (`toggleStyle(_:)`); nil for the default, the switch.
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

private enum ToggleStyleKey: EnvironmentKey { static var defaultValue: AnyToggleStyle? { nil } }

/// A toggle style of any type, as the environment holds it.
struct AnyToggleStyle {
    let make: @MainActor (ToggleStyleConfiguration) -> AnyView

    @MainActor init<S: ToggleStyle>(_ style: S) {
        make = StyledBody.maker(style) { $0.makeBody(configuration: $1) }
    }
}

extension View {
    /// Sets how the toggles in this view look: `.switch` (iOS's default) or `.button`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}
