extension EnvironmentValues {
    /// Whether controls here show their labels (`.hidden` inside `labelsHidden()`).
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

private enum LabelsVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension View {
    /// Hides the labels of the controls inside: a toggle, stepper, date or colour picker then
    /// draws only its control, at the control's own width, as on iOS. The label still names the
    /// control for scripts (`Flip("Notifications", at:)`).
    public func labelsHidden() -> some View { environment(\.labelsVisibility, .hidden) }
}

/// The part of a control's row that `labelsHidden()` removes: its label and the space after it.
struct LabelSlot<Content: View>: View {
    @ViewBuilder let content: Content
    @Environment(\.labelsVisibility) private var visibility

    var body: some View {
        if visibility != .hidden { content }
    }
}
