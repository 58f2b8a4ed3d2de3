/// How iOS draws a control inside `disabled(true)`: its label, value and glyphs in the tertiary
/// label colour (as a disabled button's title), a switch at half opacity.
enum DisabledLook {
    /// The colour of a disabled control's texts, glyphs and filled track.
    static var foreground: Color { Color(UIColor.tertiaryLabel) }
    /// The opacity of a disabled switch, track and thumb together.
    static let switchOpacity = 0.5
}

/// Draws its content in `DisabledLook.foreground` inside `disabled(true)` (content that sets its
/// own colour keeps it).
struct DisabledForegroundModifier: ViewModifier, EnvironmentModifier {
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) {
        if !environment.isEnabled { environment.foregroundColor = DisabledLook.foreground }
    }
}

extension View {
    /// Greys this part of a control when the control is disabled.
    func dimmedWhenDisabled() -> some View { modifier(DisabledForegroundModifier()) }
}
