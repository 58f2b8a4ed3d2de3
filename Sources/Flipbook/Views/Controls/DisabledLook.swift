/// How iOS draws a control inside `disabled(true)`: its label, value and glyphs in the tertiary
/// label colour (as a disabled button's title); a switch, a slider's track and thumb, a colour
/// well and a wheel or calendar date picker faded to half opacity.
enum DisabledLook {
    /// The colour of a disabled control's texts, glyphs and filled track.
    static var foreground: Color { Color(UIColor.tertiaryLabel) }
    /// The opacity of a disabled switch, slider, colour well or date wheel, drawn whole.
    static let controlOpacity = 0.5
}

/// Draws its content in `DisabledLook.foreground` inside `disabled(true)` (content that sets its
/// own colour keeps it).
struct DisabledForegroundModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) {
        if !environment.isEnabled { environment.foregroundColor = DisabledLook.foreground }
    }
}

/// Fades its content to `DisabledLook.controlOpacity` inside `disabled(true)`.
struct DisabledFadeModifier: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled
    func body(content: Content) -> some View { content.opacity(isEnabled ? 1 : DisabledLook.controlOpacity) }
}

extension View {
    /// Greys this part of a control when the control is disabled.
    func dimmedWhenDisabled() -> some View { modifier(DisabledForegroundModifier()) }

    /// Fades this part of a control when the control is disabled.
    func fadedWhenDisabled() -> some View { modifier(DisabledFadeModifier()) }
}
