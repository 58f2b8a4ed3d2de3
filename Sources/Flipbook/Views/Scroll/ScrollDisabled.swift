private enum ScrollEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }

extension EnvironmentValues {
    /// Whether the scroll views (and lists) here move under a finger; false inside
    /// `scrollDisabled(true)`.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}

struct ScrollDisabledModifier: ViewModifier, EnvironmentModifier {
    let isDisabled: Bool
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { environment.isScrollEnabled = environment.isScrollEnabled && !isDisabled }
}

extension View {
    /// Stops the scroll views (and lists) in this view moving under a finger (drags and pulls to
    /// refresh); they can still be scrolled in code (`ScrollViewProxy.scrollTo`, a scroll position).
    /// Once disabled here, a view inside cannot enable it again, as in SwiftUI.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(ScrollDisabledModifier(isDisabled: disabled))
    }
}
