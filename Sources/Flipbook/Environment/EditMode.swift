/// Whether a view's content can be edited: a `List` in an active edit mode shows delete
/// indicators, reorder grips and selection circles. `EditButton` switches it.
public enum EditMode: Hashable, Sendable {
    case inactive
    /// Editing for a moment (a swipe's delete), not by the user's choice.
    case transient
    case active

    /// Whether it is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private enum EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }

extension EnvironmentValues {
    /// The edit mode of the views below, as a binding so that `EditButton` can switch it. Each
    /// scene provides one (inactive at first), as an app's window does; `.environment(\.editMode,
    /// $mode)` hands the views below a binding of your own.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
