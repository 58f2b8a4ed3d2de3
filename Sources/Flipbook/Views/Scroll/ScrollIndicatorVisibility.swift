/// Whether scroll views show their indicators (`scrollIndicators(_:axes:)`).
public struct ScrollIndicatorVisibility: Sendable, Equatable {
    let isShown: Bool

    /// As the platform decides: on iOS, shown while the content scrolls.
    public static let automatic = ScrollIndicatorVisibility(isShown: true)
    /// Shown while the content scrolls.
    public static let visible = ScrollIndicatorVisibility(isShown: true)
    /// Not shown.
    public static let hidden = ScrollIndicatorVisibility(isShown: false)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(isShown: false)
}

private enum HiddenScrollIndicatorsKey: EnvironmentKey { static var defaultValue: Axis.Set { [] } }

extension EnvironmentValues {
    /// The axes whose scroll indicators are hidden here (`scrollIndicators(_:axes:)`).
    var hiddenScrollIndicators: Axis.Set {
        get { self[HiddenScrollIndicatorsKey.self] }
        set { self[HiddenScrollIndicatorsKey.self] = newValue }
    }
}

struct ScrollIndicatorsModifier: ViewModifier, EnvironmentModifier {
    let visibility: ScrollIndicatorVisibility
    let axes: Axis.Set
    typealias Body = Never

    func transform(_ environment: inout EnvironmentValues) {
        if visibility.isShown {
            environment.hiddenScrollIndicators.subtract(axes)
        } else {
            environment.hiddenScrollIndicators.formUnion(axes)
        }
    }
}

extension View {
    /// Shows or hides the indicators of the scroll views (and lists) in this view along `axes`; a
    /// scroll view along both axes hides its indicators when both are hidden.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(ScrollIndicatorsModifier(visibility: visibility, axes: axes))
    }
}
