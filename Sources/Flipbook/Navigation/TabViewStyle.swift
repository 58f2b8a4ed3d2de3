/// How a `TabView` shows its tabs: `.automatic` (the tab bar) or `.page` (pages side by side, the
/// selected one filling the view, with page dots).
@MainActor @preconcurrency
public protocol TabViewStyle {
    var kind: TabViewStyleKind { get }
}

/// What a tab view style draws.
public enum TabViewStyleKind: Sendable, Equatable {
    case automatic
    /// Pages; `dots` is whether the page dots show.
    case page(dots: Bool)
}

/// The tab bar, iOS's default.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var kind: TabViewStyleKind { .automatic }
}

/// Pages side by side: the selected one fills the view (a change of selection in an animation
/// slides them), with page dots at the bottom: white, the others at 35 %.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public enum IndexDisplayMode: Sendable {
        /// When there is more than one page.
        case automatic
        case always
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }

    public var kind: TabViewStyleKind { .page(dots: indexDisplayMode != .never) }
}

/// A tab bar that a wide window (an iPad's) turns into a sidebar; on an iPhone, the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var kind: TabViewStyleKind { .automatic }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private enum TabViewStyleKey: EnvironmentKey { static var defaultValue: TabViewStyleKind { .automatic } }

extension EnvironmentValues {
    /// How the tab views here show their tabs.
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tab views in this view show their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { environment(\.tabViewStyle, style.kind) }
}

/// A page-style tab view: every page at the view's size, side by side, the selected one in view;
/// the page dots over the bottom. Primitive, as ``NavigationBar`` is: its pages are resolved by
/// the tab view.
struct PageTabLayout: View, PrimitiveView {
    let pages: [Element]
    let index: Int
    let showsDots: Bool
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let layout = PagesLayout(index: index) { ResolvedElements(elements: pages) }
            .overlay(alignment: .bottom) {
                if showsDots, pages.count > 1 {
                    PageDots(count: pages.count, index: index).padding(.bottom, 12)
                }
            }
            .clipped()
        return context.resolveChild(layout, component: .content)
    }
}

/// Lays pages out side by side, each centred in a page the layout's size, page `index` in view.
struct PagesLayout: Layout {
    let index: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (position, page) in subviews.enumerated() {
            page.place(at: CGPoint(x: bounds.midX + CGFloat(position - index) * bounds.width, y: bounds.midY),
                       anchor: .center, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// UIPageControl's dots: 8 points across, 16 apart, the current one white, the others white at 35 %;
/// on a 26-point dark capsule with `indexViewStyle(.page(backgroundDisplayMode: .always))`.
struct PageDots: View {
    let count: Int
    let index: Int
    @Environment(\.pageDotsBackground) private var showsBackground

    var body: some View {
        let dots = HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { dot in
                Circle().fill(Color.white.opacity(dot == index ? 1 : 0.35)).frame(width: 8, height: 8)
            }
        }
        if showsBackground {
            dots.padding(.horizontal, 9).frame(height: 26).background(Color.black.opacity(0.25), in: Capsule())
        } else {
            dots
        }
    }
}
