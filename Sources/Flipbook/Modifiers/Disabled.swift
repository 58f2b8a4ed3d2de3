private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether controls here respond to the user (false inside `disabled(true)`).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

struct DisabledModifier: ViewModifier, EnvironmentModifier {
    let isDisabled: Bool
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { environment.isEnabled = environment.isEnabled && !isDisabled }
}

extension View {
    /// Disables the buttons in this view when `disabled` is true: drawn in grey, as iOS draws them,
    /// and not tapped by a finger (`Tap(at:)`); a script's `Tap(label, at:)` on one is an error.
    public func disabled(_ disabled: Bool) -> some View { modifier(DisabledModifier(isDisabled: disabled)) }
}
