private enum AccessibilityLabelKey: EnvironmentKey { static var defaultValue: String? { nil } }

extension EnvironmentValues {
    /// The nearest enclosing `accessibilityLabel`: a script's `Tap` also finds the buttons and tap
    /// gestures inside by it.
    var accessibilityLabel: String? {
        get { self[AccessibilityLabelKey.self] }
        set { self[AccessibilityLabelKey.self] = newValue }
    }
}

extension View {
    /// The label VoiceOver reads for this view. A script's `Tap(label, at:)` finds the button or
    /// tap gesture inside by it too (an icon-only button labelled "Add" is `Tap("Add", at:)`).
    public func accessibilityLabel(_ label: Text) -> some View {
        environment(\.accessibilityLabel, label.plainString)
    }

    /// The label VoiceOver reads for this view (see `accessibilityLabel(_:)`).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// The label VoiceOver reads for this view (see `accessibilityLabel(_:)`).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        environment(\.accessibilityLabel, String(label))
    }
}
