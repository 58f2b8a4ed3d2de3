extension Button where Label == Flipbook.Label<Text, Image> {
    /// A button whose label is `title` with the symbol `systemImage` (icon only in toolbars; a
    /// script taps it by `title` either way).
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Flipbook.Label(title, systemImage: systemImage) }
        self.title = String(title)
    }

    /// A button with a `role` whose label is `title` with the symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Flipbook.Label(title, systemImage: systemImage) }
        self.title = String(title)
    }
}
