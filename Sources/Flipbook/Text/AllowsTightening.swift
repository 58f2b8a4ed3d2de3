private enum AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether text here may tighten the space between its characters to fit a line before it
    /// truncates (`allowsTightening(_:)`).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

extension View {
    /// Lets the text in this view tighten the space between its characters to fit a line before
    /// it truncates. Flipbook records the setting but does not tighten yet: such text truncates
    /// (or scales with `minimumScaleFactor`) as without it.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}
