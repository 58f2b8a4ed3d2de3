/// How the split views below `.navigationSplitViewStyle(_:)` arrange their columns side by side.
/// An iPhone (compact width) collapses every style into a navigation stack of the sidebar.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    associatedtype Body: View
    typealias Configuration = NavigationSplitViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``NavigationSplitViewStyle`` gets: the split view, opaque as in SwiftUI.
public struct NavigationSplitViewStyleConfiguration {
    /// The split view collapsed for compact width: a navigation stack of its sidebar.
    let collapsed: any View
}

/// The platform's choice: on a wide screen, the detail column beside the others.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CollapsedSplitView(configuration: configuration) }
}

/// On a wide screen, the detail column shrinks to make room for the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CollapsedSplitView(configuration: configuration) }
}

/// On a wide screen, the detail column keeps its size and the leading columns cover it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { CollapsedSplitView(configuration: configuration) }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

/// A split view as an iPhone shows it in every built-in style: collapsed into a stack.
struct CollapsedSplitView: View, PrimitiveView {
    let configuration: NavigationSplitViewStyleConfiguration
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] { context.resolveChild(configuration.collapsed, component: .content) }
}

/// A split view in the environment's style.
struct NavigationSplitViewStyled: View {
    let configuration: NavigationSplitViewStyleConfiguration
    @Environment(\.navigationSplitViewStyle) private var style

    var body: some View {
        style?.make(configuration) ?? AnyView(CollapsedSplitView(configuration: configuration))
    }
}

/// A split view style with its type erased, as the environment carries it.
struct AnyNavigationSplitViewStyle {
    let make: @MainActor (NavigationSplitViewStyleConfiguration) -> AnyView

    @MainActor init<S: NavigationSplitViewStyle>(_ style: S) { make = { AnyView(style.makeBody(configuration: $0)) } }
}

private enum NavigationSplitViewStyleKey: EnvironmentKey { static var defaultValue: AnyNavigationSplitViewStyle? { nil } }

extension EnvironmentValues {
    /// The style of the split views here (`navigationSplitViewStyle(_:)`); nil for the default.
    var navigationSplitViewStyle: AnyNavigationSplitViewStyle? {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the split views in this view arrange their columns (an iPhone collapses them all).
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.navigationSplitViewStyle, AnyNavigationSplitViewStyle(style))
    }
}
