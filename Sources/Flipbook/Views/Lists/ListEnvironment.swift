private enum ListAppearanceKey: EnvironmentKey { static var defaultValue: ListAppearance { .insetGrouped } }
private enum ListBackgroundVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

extension EnvironmentValues {
    /// The look `listStyle(_:)` chose for the lists below.
    var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }

    /// Whether lists below draw their background (`scrollContentBackground(_:)`).
    var listBackgroundVisibility: Visibility {
        get { self[ListBackgroundVisibilityKey.self] }
        set { self[ListBackgroundVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the background of the lists and forms in this view (their rows keep theirs).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.listBackgroundVisibility, visibility)
    }
}
