private enum ScrollClipDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether scroll views here draw their content unclipped (`scrollClipDisabled`).
    var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Lets the scroll views (and lists) in this view draw their content beyond their frame (a
    /// card's shadow, a row scrolled out of the frame), as `UIScrollView.clipsToBounds = false` does.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }
}
