/// Whether a button held down triggers its action again and again (`buttonRepeatBehavior(_:)`),
/// as a stepper's buttons do.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let repeats: Bool?

    /// As the platform decides: a button does not repeat.
    public static let automatic = ButtonRepeatBehavior(repeats: nil)
    /// A held button repeats its action.
    public static let enabled = ButtonRepeatBehavior(repeats: true)
    /// A held button runs its action once.
    public static let disabled = ButtonRepeatBehavior(repeats: false)
}

private enum ButtonRepeatBehaviorKey: EnvironmentKey { static var defaultValue: ButtonRepeatBehavior { .automatic } }

extension EnvironmentValues {
    /// Whether the buttons here repeat while held.
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Sets whether the buttons in this view repeat their action while held. Flipbook records the
    /// setting; a script's `LongPress` on such a button does not repeat its action yet (a `Tap`
    /// runs it once either way, as on iOS).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }
}
