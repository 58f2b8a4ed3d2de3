extension EnvironmentValues {
    /// Whether the views here take taps: false inside `disabled(true)`. A disabled button draws
    /// its label in the tertiary label colour and does nothing when tapped.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }

/// Disables the views inside; a `disabled(false)` inside a disabled view does not enable them.
struct DisabledModifier: ViewModifier, EnvironmentModifier {
    let isDisabled: Bool
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { environment.isEnabled = environment.isEnabled && !isDisabled }
}

extension View {
    /// Adds a condition that decides whether the user can interact with this view: when
    /// `disabled` is true, its buttons and tap gestures do nothing and buttons are drawn dimmed.
    public func disabled(_ disabled: Bool) -> some View { modifier(DisabledModifier(isDisabled: disabled)) }
}
