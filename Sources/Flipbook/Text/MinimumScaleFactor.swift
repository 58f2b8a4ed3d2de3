private enum MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }

extension EnvironmentValues {
    /// How far text may shrink to fit (`minimumScaleFactor(_:)`): 1 never shrinks.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

extension View {
    /// Lets text in this view shrink its font, down to `factor` of its size, to fit its line before
    /// it is truncated: a text limited to one line (`lineLimit(1)`) offered less than its width
    /// shrinks until it fits (text that may wrap wraps instead).
    ///
    /// Partial: text on several lines does not shrink to fit a height.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }
}
