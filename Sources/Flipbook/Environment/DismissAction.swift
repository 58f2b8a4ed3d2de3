/// Dismisses the presentation the view is in: pops it off its `NavigationStack`, or closes
/// its sheet. Call it as a function: `dismiss()`. Elsewhere it does nothing.
public struct DismissAction {
    let action: @MainActor () -> Void

    @MainActor public func callAsFunction() { action() }
}

private enum DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// The action that dismisses the current presentation.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
