extension EnvironmentValues {
    /// Pixels per point of the frames being rendered (the scene's `scale`).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// One pixel in points (`1 / displayScale`): how thick a hairline is.
    public var pixelLength: CGFloat { 1 / displayScale }
}

private enum DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
