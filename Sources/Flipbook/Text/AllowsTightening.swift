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
    /// it truncates: a text cut to one line (`lineLimit(1)`, or offered one line's height) that is
    /// too wide by at most 5 % of its width (the default `tighteningFactorForTruncation` of Apple's
    /// text system) draws its characters closer, evenly, just enough to fit, and keeps them all;
    /// a wider one truncates as without.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}
