/// What the views of a screen ask of a bar (`toolbarBackground(_:for:)`,
/// `toolbarColorScheme(_:for:)`): the preference flows up to the container drawing the bar (a
/// `NavigationStack`'s screen, a `TabView`), which reads it from its resolved content; of several
/// requests of one kind, the outermost wins.
struct BarAppearance {
    /// What fills the bar when its background shows (nil: the bar material).
    var background: AnyShapeStyle?
    /// `.visible`: the background always shows (a navigation bar's covers its large title too);
    /// `.hidden`: never; `.automatic`: as the bar decides (a navigation bar's, once content
    /// scrolls under it; a tab bar's or bottom toolbar's, while content reaches under it).
    var visibility: Visibility = .automatic
    /// The colour scheme of the bar's background and titles while its background shows (nil: the
    /// screen's).
    var colorScheme: ColorScheme?
    /// Whether the bar is not shown at all (`toolbar(.hidden, for:)`): its content takes its place.
    var isHidden = false

    /// What `elements` ask of `bar`.
    @MainActor
    static func of(_ bar: ToolbarPlacement.Bar, in elements: [Element]) -> BarAppearance {
        BarAppearance(background: Element.outermost(in: elements, onScreen: true) { $0.traits.barRequests[bar]?.background },
                      visibility: Element.outermost(in: elements, onScreen: true) { $0.traits.barRequests[bar]?.visibility } ?? .automatic,
                      colorScheme: Element.outermost(in: elements, onScreen: true) { $0.traits.barRequests[bar]?.colorScheme } ?? nil,
                      isHidden: Element.outermost(in: elements, onScreen: true) { $0.traits.barRequests[bar]?.barVisibility } == .hidden)
    }
}

/// One view's requests of a bar: nil for what it does not ask.
struct BarRequest {
    var background: AnyShapeStyle?
    var visibility: Visibility?
    /// `.some(nil)` asks for the screen's colour scheme.
    var colorScheme: ColorScheme??
    /// Whether the bar itself shows (`toolbar(_:for:)`).
    var barVisibility: Visibility?

    /// These requests over `inner`'s (a modifier outside another wins).
    func over(_ inner: BarRequest?) -> BarRequest {
        BarRequest(background: background ?? inner?.background, visibility: visibility ?? inner?.visibility,
                   colorScheme: colorScheme ?? inner?.colorScheme, barVisibility: barVisibility ?? inner?.barVisibility)
    }
}

/// Marks its view with requests of `bars` (`.automatic` when none are named).
struct BarRequestModifier: ViewModifier, WrappingModifier {
    let bars: [ToolbarPlacement]
    let request: BarRequest
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("BarRequest", child: child, id: id) { traits in
            for placement in bars.isEmpty ? [.automatic] : bars {
                traits.barRequests[placement.bar] = request.over(traits.barRequests[placement.bar])
            }
        }
    }
}

private enum BarRequestsTrait: ElementTraitKey { static var defaultValue: [ToolbarPlacement.Bar: BarRequest] { [:] } }

extension ElementTraits {
    /// What this view asks of the bars above it.
    var barRequests: [ToolbarPlacement.Bar: BarRequest] {
        get { self[BarRequestsTrait.self] }
        set { self[BarRequestsTrait.self] = newValue }
    }
}

extension View {
    /// Fills `bars` (the navigation bar when none are named) with `style` when their background
    /// shows: a navigation bar's once content scrolls under it, a tab bar's or bottom toolbar's
    /// while content reaches under it, or always with `toolbarBackground(.visible, for:)`. The bar
    /// keeps its hairline.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(BarRequestModifier(bars: bars, request: BarRequest(background: AnyShapeStyle(style))))
    }

    /// Whether the background of `bars` (the navigation bar when none are named) shows:
    /// `.visible` always (a navigation bar's reaching down behind its large title), `.hidden`
    /// never, `.automatic` as the bar decides.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarRequestModifier(bars: bars, request: BarRequest(visibility: visibility)))
    }

    /// Whether the background of `bars` shows (iOS 18's name for `toolbarBackground(_:for:)`
    /// with a `Visibility`).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarRequestModifier(bars: bars, request: BarRequest(visibility: visibility)))
    }

    /// Whether `bars` show at all: `.hidden` removes a navigation bar (and its titles and items)
    /// or a tab bar, the screen's content taking its place; `.visible` and `.automatic` show it.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(BarRequestModifier(bars: bars, request: BarRequest(barVisibility: visibility)))
    }

    /// The colour scheme of `bars` (the navigation bar when none are named) while their
    /// background shows: their material, titles and items (and the status bar above a navigation
    /// bar) draw in it; nil follows the screen. As on iOS, a bar whose background is hidden (a
    /// navigation bar at the top of its content) keeps the screen's scheme, and switches once
    /// content scrolls under it.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(BarRequestModifier(bars: bars, request: BarRequest(colorScheme: .some(colorScheme))))
    }
}

/// A bar's part in the bar's colour scheme: `scheme`, else the screen's.
struct BarColorSchemeModifier: ViewModifier, EnvironmentModifier {
    let scheme: ColorScheme?
    typealias Body = Never

    func transform(_ environment: inout EnvironmentValues) {
        if let scheme { environment.colorScheme = scheme }
    }
}

extension View {
    /// This view in a bar's colour scheme: `scheme`, else the screen's.
    func barColorScheme(_ scheme: ColorScheme?) -> some View { modifier(BarColorSchemeModifier(scheme: scheme)) }
}
