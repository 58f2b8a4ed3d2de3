/// How a paged `TabView` draws its page dots (`indexViewStyle(_:)`).
public protocol IndexViewStyle: Sendable {
    /// Whether the dots sit on a translucent dark capsule.
    var showsBackground: Bool { get }
}

/// Page dots, with a dark capsule behind them when `backgroundDisplayMode` is `.always`
/// (UIPageControl's prominent background; `.interactive` shows it only while touched).
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots shows.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        case automatic, always, interactive, never
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }

    public var showsBackground: Bool { backgroundDisplayMode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension EnvironmentValues {
    /// Whether page dots here sit on their capsule (`indexViewStyle(.page(backgroundDisplayMode: .always))`).
    var pageDotsBackground: Bool {
        get { self[PageDotsBackgroundKey.self] }
        set { self[PageDotsBackgroundKey.self] = newValue }
    }
}

private enum PageDotsBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension View {
    /// Sets how paged tab views here draw their page dots.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageDotsBackground, style.showsBackground)
    }
}
