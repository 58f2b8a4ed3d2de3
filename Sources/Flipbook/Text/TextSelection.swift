/// Whether the user may select the text of `Text` views (`textSelection(_:)`).
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text can be selected (iOS: by touching and holding it).
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text cannot be selected (the default).
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private enum TextSelectionKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the texts here can be selected (`textSelection(_:)`).
    var allowsTextSelection: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }
}

extension View {
    /// Whether the texts in this view can be selected. On an iPhone selection starts with a touch
    /// and hold and shows a menu; a text at rest looks the same either way, so Flipbook draws it
    /// unchanged and only keeps the setting in the environment.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }
}
