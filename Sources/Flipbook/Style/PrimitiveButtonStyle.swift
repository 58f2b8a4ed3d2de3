/// A button style that makes the button's interaction itself: `makeBody(configuration:)` shows
/// the label and calls `configuration.trigger()` to run the button's action (from a gesture of
/// its own, say `onTapGesture`). A script taps the button through that gesture: a style that
/// installs none leaves the button untappable, as in SwiftUI.
///
///     struct DoubleTapStyle: PrimitiveButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///         }
///     }
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` gets: the button's label and role, and its action as `trigger()`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, ConfigurationPart {
        let content: any View
        public typealias Body = Never
    }

    public let role: ButtonRole?
    public let label: Label
    let action: @MainActor () -> Void

    /// Runs the button's action (nothing when the button is disabled).
    @MainActor public func trigger() { action() }
}

/// A primitive button style with its type erased, as the environment carries it.
struct AnyPrimitiveButtonStyle {
    let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> any View

    @MainActor init<S: PrimitiveButtonStyle>(_ style: S) { makeBody = StyledBody.maker(style) { $0.makeBody(configuration: $1) } }
}

private enum PrimitiveButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyPrimitiveButtonStyle? { nil }
}

extension EnvironmentValues {
    var primitiveButtonStyle: AnyPrimitiveButtonStyle? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

/// Sets the buttons' style: the innermost `buttonStyle(_:)`, primitive or not, wins.
struct ButtonStyleModifier: ViewModifier, EnvironmentModifier {
    let style: AnyButtonStyle?
    let primitive: AnyPrimitiveButtonStyle?
    typealias Body = Never

    func transform(_ environment: inout EnvironmentValues) {
        environment.buttonStyle = style
        environment.primitiveButtonStyle = primitive
    }
}

extension View {
    /// Sets a style that makes the interaction of the buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(ButtonStyleModifier(style: nil, primitive: AnyPrimitiveButtonStyle(style)))
    }
}

extension Button {
    /// This button as `style` makes it: its label and its action, run by the style's `trigger()`.
    func resolve(with style: AnyPrimitiveButtonStyle, in context: ResolveContext) -> [Element] {
        let action = self.action, isEnabled = context.environment.isEnabled
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label)) {
            if isEnabled { action() }
        }
        // Buttons in the style's body (`Button(configuration)`) are not styled by it again.
        return context.with { $0.primitiveButtonStyle = nil }.resolveChild(style.makeBody(configuration), component: .content)
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style's configuration describes, for a style that shows a plain
    /// button of its own: its label, role and action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(action: configuration.action) { configuration.label }
        role = configuration.role
    }
}
