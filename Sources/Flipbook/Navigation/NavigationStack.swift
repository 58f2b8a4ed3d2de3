/// A stack of screens: the root, and one screen per value of the path, shown by the
/// `navigationDestination(for:)` its content declares for that value's type (or by the
/// destination of the `NavigationLink` that pushed it). Appending to the path pushes a screen in
/// from the trailing edge (the screen below slides a third of the way out and dims); removing pops it.
/// The navigation bar stays put: its items (Back button, title, toolbar items) cross-fade.
/// Both animate as iOS does unless the transaction disables animations. Pushed screens have a
/// Back button showing the previous screen's title when it fits, else "Back" (tap it with
/// `Tap("Back", at:)` or by that title) and a `dismiss` action; `navigationTitle`
/// shows in the bar, large by default. `navigationDestination(isPresented:)` and `(item:)` push
/// their screen over the path's while their binding holds. In a column of a `NavigationSplitView`,
/// which an iPhone collapses into one stack, the stack is merged into that one
/// (``MergedNavigationStack``), as on iOS.
public struct NavigationStack<Data, Root: View>: View {
    /// The bound path, or nil for a stack that keeps its own (`init(root:)`).
    let access: NavigationPathAccess?
    let root: Root
    @State private var destinations = NavigationDestinations()
    @State private var ownPath: [AnyHashable] = []
    @State private var titles = NavigationScreenTitles()
    @Environment(\.collapsedSplitColumn) private var splitColumn

    init(access: NavigationPathAccess?, root: Root) {
        self.access = access
        self.root = root
    }

    public var body: some View {
        if let splitColumn {
            // The path is read here, in a body, so that a change to it updates the merged stack.
            MergedNavigationStack(column: splitColumn, path: access, values: access?.values() ?? [], root: root)
        } else {
            stack
        }
    }

    @ViewBuilder private var stack: some View {
        let values = self.values
        ZStack {
            ForEach(0...values.count, id: \.self) { level in
                NavigationScreen(level: level, isCovered: level < values.count, titles: titles, pop: { pop(to: level - 1) }) {
                    if level == 0 {
                        root
                    } else {
                        NavigationDestinationView(value: values[level - 1], destinations: destinations)
                    }
                }
            }
        }
        .environment(\.navigationDestinations, destinations)
        .environment(\.navigationPush, NavigationPushAction(push: push))
        .transaction(value: values.count) { SystemPresentation.apply(to: &$0) }
    }

    /// The path's values, then the destinations bindings present.
    private var values: [AnyHashable] { (access?.values() ?? ownPath) + destinations.presentedValues() }

    private func setValues(_ values: [AnyHashable]) {
        let path = destinations.pathValues(keeping: values)
        if let access { access.setValues(path) } else { ownPath = path }
    }

    private func push(_ value: AnyHashable) {
        guard access?.accepts(value) ?? true else {
            ActionScope.current.get()?.graph?.warn("NavigationLink: a \(type(of: value.base)) cannot go on this stack's path; push values of its element type")
            return
        }
        setValues(values + [value])
    }

    /// Leaves the first `level` values of the path.
    private func pop(to level: Int) {
        setValues(Array(values.prefix(max(level, 0))))
    }
}

extension NavigationStack {
    /// A stack whose path of values of one type is `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable,
              Data.Element: SendableMetatype {
        let access = NavigationPathAccess(
            values: { path.wrappedValue.map(AnyHashable.init) },
            setValues: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) },
            accepts: { $0.base is Data.Element })
        self.init(access: access, root: root())
    }

    /// A stack whose path of values of any types is `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        let access = NavigationPathAccess(
            values: { path.wrappedValue.elements },
            setValues: { path.wrappedValue.elements = $0 },
            accepts: { _ in true })
        self.init(access: access, root: root())
    }

    /// A stack that keeps its own path, pushed by `NavigationLink`s.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.init(access: nil, root: root())
    }
}

/// One screen of a stack: the content below the navigation bar (and a large title), on the
/// system background, and the screen's bar items. It keeps the screen's `SearchSession`, so the
/// screen is laid out again when its search starts or ends.
struct NavigationScreen<Content: View>: View {
    let level: Int
    let isCovered: Bool
    let titles: NavigationScreenTitles
    let pop: @MainActor @Sendable () -> Void
    let content: Content
    /// Whether the screen has been the top one. A screen pushed under another in one change of
    /// the path (a deep link) is not drawn until a pop reveals it: UIKit animates only from the
    /// old top screen to the new one.
    @State private var hasBeenOnTop: Bool
    @State private var search = SearchSession()
    @State private var isScrolledUnderBar = false
    @State private var barItemScheme: ColorScheme?
    /// Changed to resolve the screen again when the title of the screen below it changed.
    @State private var backTitleRevision = 0

    init(level: Int, isCovered: Bool, titles: NavigationScreenTitles, pop: @escaping @MainActor @Sendable () -> Void,
         @ViewBuilder content: () -> Content) {
        self.level = level
        self.isCovered = isCovered
        self.titles = titles
        self.pop = pop
        self.content = content()
        _hasBeenOnTop = State(initialValue: !isCovered)
    }

    var body: some View {
        NavigationScreenLayout(level: level, isCovered: isCovered, isShown: hasBeenOnTop || !isCovered, isSearching: search.isActive,
                               isScrolledUnderBar: isScrolledUnderBar, scrolledUnderBar: { isScrolledUnderBar = $0 },
                               barItemScheme: barItemScheme, barItemSchemeChanged: { barItemScheme = $0 },
                               titles: titles, refresh: { backTitleRevision += 1 }, pop: pop, content: content)
            .environment(\.dismiss, DismissAction(action: { if level > 0 { pop() } }))
            .environment(\.searchSession, search)
            .environment(\.isSearching, search.isActive)
            .environment(\.dismissSearch, DismissSearchAction { [search] in search.end() })
            .onChange(of: isCovered) { _, covered in if !covered { hasBeenOnTop = true } }
    }
}

/// Resolves the screen's content first, to learn its `navigationTitle` and `searchable` field,
/// then builds three siblings: the page (background, large title, search field, content, bottom
/// toolbar), which slides in from the trailing edge and slides a third of the way out and dims
/// when covered; the bar's buttons, which stay in place above every page and fade in as the screen
/// is pushed and out as it is covered or popped (so the bars of two screens cross-fade, as UIKit's
/// do); and the bar's title, which cross-fades too while moving a third of the width. With Reduce
/// Motion's Prefer Cross-Fade Transitions (`accessibilityPrefersCrossFadeTransitions`) nothing
/// moves: the page and title fade in over the covered ones, which neither slide nor dim. While the
/// screen's search is active (its field focused), the bar and large title give way and the field
/// sits at the top, as on iOS.
struct NavigationScreenLayout<Content: View>: View, PrimitiveView {
    let level: Int
    let isCovered: Bool
    /// False for a covered screen that has never been on top: it is not drawn.
    let isShown: Bool
    let isSearching: Bool
    /// Whether the content has scrolled under the bar, so that a bar background shown only then
    /// (`.automatic`) shows: its colour scheme is then the bar's items', title's and status bar's.
    let isScrolledUnderBar: Bool
    let scrolledUnderBar: @MainActor (Bool) -> Void
    /// The scheme the content's toolbar items were resolved in (nil: the screen's), and how to
    /// change it: the bar's items are resolved with the content, before the bar's scheme is known,
    /// so a change of it resolves the screen again.
    let barItemScheme: ColorScheme?
    let barItemSchemeChanged: @MainActor (ColorScheme?) -> Void
    /// The stack's screens' titles (the one below titles this screen's Back button), and how to
    /// resolve this screen again when that one changes.
    let titles: NavigationScreenTitles
    let refresh: @MainActor () -> Void
    let pop: @MainActor @Sendable () -> Void
    let content: Content
    typealias Body = Never

    /// Height of the large-title area below the bar: 52 pt at the default Dynamic Type size,
    /// growing as the large title's text style does (the bar above it stays 44 pt).
    static func largeTitleHeight(at size: DynamicTypeSize) -> CGFloat { Font.TextStyle.largeTitle.scaled(52, at: size) }
    /// How dark a covered screen gets under the one pushed over it, as UIKit dims it.
    static var coveredDimming: Double { 0.1 }
    /// Bars draw above every page (pages draw in the order of their levels).
    private static var barLayer: Double { 1000 }

    func resolve(in context: ResolveContext) -> [Element] {
        // The bars are the content's safe area: its views are resolved in the region the inset
        // below makes, so a view ignoring the safe area reaches under the bars to the screen's top.
        let region = context.persistentSafeAreaRegion
        let screenScheme = context.environment.colorScheme
        let elements = context.with {
            $0.safeAreaRegion = region
            $0.navigationBarItemScheme = barItemScheme.map { NavigationBarItemScheme(bar: $0, screen: screenScheme) }
        }.resolveChild(content, component: .content)
        let title = NavigationTitleElement.find(in: elements)
        let look = BarAppearance.of(.navigationBar, in: elements)
        // `.inlineLarge`: the large title in the bar's own row, none below it.
        let inlineLarge = !look.isHidden && title?.displayMode == ToolbarTitleDisplayMode.inlineLarge
        let large = !look.isHidden && !inlineLarge && (title.map { $0.displayMode != .inline } ?? false)
        let search = SearchableElement.find(in: elements)
        let toolbar = ToolbarElement.items(in: elements)
        let searching = isSearching && search != nil
        // The bar follows the content's scrolling (not while the search field takes the top),
        // and the content shows under it.
        let scroll = NavigationScrollEdge.followedScroll(in: elements)
        let followed = searching ? nil : scroll
        // The bar's titles and items (and the status bar) take its colour scheme while its
        // background shows: always when `.visible`; when `.automatic`, once the content has
        // scrolled under the bar. A large title's inline title only shows once the background does.
        let showsBackground = look.visibility == .visible || (look.visibility == .automatic && followed != nil && isScrolledUnderBar)
        let itemScheme = showsBackground ? look.colorScheme : nil
        let titleScheme = look.visibility == .hidden ? nil : large || inlineLarge ? look.colorScheme : itemScheme
        if itemScheme != barItemScheme {
            let changed = barItemSchemeChanged
            context.graph.actions.enqueue { changed(itemScheme) }
        }
        func items(_ slots: ToolbarSlot...) -> [Element] { toolbar.filter { slots.contains($0.traits.toolbarSlot) } }
        // iOS moves an inline large title's leading and principal items to an overflow menu.
        let overflow = inlineLarge ? items(.leading, .principal) : []
        if !overflow.isEmpty {
            context.graph.warn("toolbarTitleDisplayMode(.inlineLarge): \(overflow.count) leading or principal toolbar item(s) go to iOS's overflow menu, which is not drawn; place them .primaryAction")
        }
        // A grouped list's background (not one leaving) shows under the bar too, as on iOS.
        let largeTitleHeight = Self.largeTitleHeight(at: context.environment.dynamicTypeSize)
        let showsGroupedList = elements.contains { $0.traits.listAppearance?.isGrouped == true && !$0.traits.isDeparting }
        titles.record(title?.title, at: level, in: context.graph)
        let back = level > 0 && !NavigationBackButton.isHidden(in: elements) ? NavigationBackButton(
            previousTitle: titles.title(below: level, refresh: refresh),
            showsTitle: !ToolbarRole.hasUntitledBackButton(in: elements), action: pop) : nil
        let principal = inlineLarge ? [] : items(.principal)
        let bar = NavigationBar(back: back, title: inlineLarge ? nil : title?.title, principal: principal,
                                leading: inlineLarge ? [] : items(.leading), trailing: items(.trailing))
        let top = searching || look.isHidden ? 0 : NavigationBar.height
        let header = (large && !searching ? largeTitleHeight : 0) + (search.map { SearchField.height(of: $0, isSearching: searching) } ?? 0)
        let bars = top + header
        scroll?.position.underlap = searching ? 0 : bars
        scroll?.position.header = searching ? 0 : header
        let barTitle = NavigationBarTitle(title: large && followed == nil ? nil : title?.title, isLarge: inlineLarge,
                                          principal: principal,
                                          menu: large || inlineLarge ? nil : Element.outermost(in: elements, onScreen: true) { $0.traits.toolbarTitleMenu })
        let screen = ZStack(alignment: .top) {
            if let background = Element.outermost(in: elements, onScreen: true, { $0.traits.navigationContainerBackground }) {
                background.ignoresSafeArea()
            } else if !context.environment.showsPresentationBackground {
                Color(showsGroupedList ? UIColor.systemGroupedBackground : .systemBackground).ignoresSafeArea()
            }
            // Content that does not fill the screen sits in the middle of what is left; the bars
            // are its safe area, so a background that ignores it reaches the top of the screen.
            VStack { ResolvedElements(elements: elements) }
                .modifier(NavigationScrolledUnderBar(scroll: look.visibility == .automatic && look.colorScheme != nil ? followed : nil,
                                                     headerHeight: header, action: scrolledUnderBar))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .modifier(SafeAreaInsetModifier(edge: .top, alignment: .center, spacing: 0,
                                                inset: Color.clear.frame(height: bars), region: region))
            if look.visibility == .visible {
                // Behind the large title, which the bar's background then holds.
                BarBackground(hairlineOnTop: false, appearance: look)
                    .frame(height: bars)
                    .modifier(NavigationScrollLinked(position: followed?.position, role: .shownBarBackground(headerHeight: header)))
            }
            VStack(alignment: .leading, spacing: 0) {
                if large, !searching, let title {
                    Text(title.title).font(.largeTitle).bold()
                        .barColorScheme(itemScheme)
                        .padding(.horizontal, 16)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .frame(height: largeTitleHeight, alignment: .bottomLeading)
                }
                if let search { SearchField(search: search, isSearching: searching) }
            }
            .modifier(NavigationScrollLinked(position: followed?.position, role: .header))
            .padding(.top, top)
            if let followed, look.visibility == .automatic {
                BarBackground(hairlineOnTop: false, appearance: look)
                    .frame(height: top)
                    .modifier(NavigationScrollLinked(position: followed.position, role: .barBackground(headerHeight: header)))
            }
        }
        let bottom = items(.bottom, .status)
        // The bottom toolbar takes its height from the screen's safe area, as the bars above do.
        let page = bottom.isEmpty ? context.resolveChild(screen, component: .secondary) : context.resolveChild(
            screen.modifier(SafeAreaInsetModifier(edge: .bottom, alignment: .center, spacing: 0,
                                                  inset: BottomToolbar(items: bottom, appearance: BarAppearance.of(.bottomBar, in: elements),
                                                                       followed: scroll?.position))),
            component: .secondary)
        let crossFades = context.environment.accessibilityPrefersCrossFadeTransitions
        let slides = isCovered && !crossFades
        // Only the top screen moves in or out: screens pushed or popped under it (a deep link, a
        // pop to the root) come and go at once, as in UIKit, and one never on top stays hidden.
        let slidingPage = ResolvedElements(elements: page)
            .overlay { Color.black.opacity(slides ? Self.coveredDimming : 0) }
            .opacity(isShown ? 1 : 0)
            .transaction(value: isShown) { $0.animation = nil }
            .modifier(NavigationCoverEffect(amount: slides ? 1 : 0))
            .zIndex(Double(level))
            .transition(isCovered ? .identity : crossFades ? .opacity : .move(edge: .trailing))
        let fadingBar = bar
            .barColorScheme(itemScheme)
            .modifier(SystemOverlaysModifier(statusBarScheme: isCovered ? nil : itemScheme))
            .opacity(isCovered ? 0 : 1)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .zIndex(Self.barLayer + Double(2 * level + 1))
            .transition(.opacity)
        // The title also moves a third of the bar's width, as the page below does: in from the
        // trailing side, out toward the leading side when covered.
        let movingTitle = barTitle
            .barColorScheme(titleScheme)
            .modifier(NavigationScrollLinked(position: large ? followed?.position : nil, role: .barTitle(headerHeight: header)))
            .frame(maxWidth: .infinity)
            .modifier(NavigationCoverEffect(amount: slides ? 1 : 0))
            .opacity(isCovered ? 0 : 1)
            .frame(maxHeight: .infinity, alignment: .top)
            .zIndex(Self.barLayer + Double(2 * level))
            .transition(crossFades ? .opacity : .navigationTitle)
        let pageElements = context.resolveChild(slidingPage, component: .index(0))
        // A tab bar around the stack follows the top screen's scroll view.
        for element in pageElements { element.traits.navigationScreenScroll = NavigationScreenScroll(position: scroll?.position, isCovered: isCovered) }
        guard !searching, !look.isHidden else { return pageElements }
        // A covered screen's bar fades out and is out of a script's reach (its Back button is not
        // the one a `Tap("Back")` means).
        let barElements = context.resolveChild(movingTitle, component: .index(1)) + context.resolveChild(fadingBar, component: .index(2))
        for element in barElements { element.traits.isHidden = isCovered }
        return pageElements + barElements
    }
}

/// Elements resolved already, placed as a view.
struct ResolvedElements: View, PrimitiveView {
    let elements: [Element]
    typealias Body = Never
    func resolve(in context: ResolveContext) -> [Element] { elements }
}

/// The bar at the top of a screen: a Back button on pushed screens (``NavigationBackButton``),
/// then the leading toolbar items; the trailing items at the other end (``NavigationBarRowElement``).
/// The title in the middle is a sibling, ``NavigationBarTitle``, as it moves on its own during a
/// push. Like UIKit's bars, it keeps its size at every Dynamic Type size (iOS shows the Large
/// Content Viewer instead). Primitive, like the other views here that place elements resolved
/// elsewhere (the toolbar items, resolved where `.toolbar` is): a composite would keep its last
/// elements when only a view inside the screen changed state, and the bar would show stale items.
struct NavigationBar: View, PrimitiveView {
    static let height: CGFloat = 44
    /// The font of the bar's title and Back button, which do not grow with Dynamic Type.
    static let titleFont = Font.system(size: 17, weight: .semibold)
    static let buttonFont = Font.system(size: 17)
    /// The Back button, on pushed screens that show it.
    let back: NavigationBackButton?
    /// The screen's title, which the Back button leaves room for.
    var title: String?
    /// The principal toolbar items, shown instead of the title, which the Back button leaves room for.
    var principal: [Element] = []
    var leading: [Element] = []
    var trailing: [Element] = []
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        func item(_ view: some View, _ index: Int) -> Element? {
            context.resolveChild(view, component: .index(index)).first
        }
        let leadingItems = leading.isEmpty ? nil : item(
            HStack(spacing: ToolbarItemRow.spacing) { ResolvedElements(elements: leading) }.padding(.leading, back == nil ? 6 : 16), 1)
        return [NavigationBarRowElement(back: back.flatMap { item($0, 0) }, leading: leadingItems,
                                        trailing: trailing.isEmpty ? nil : item(HStack(spacing: ToolbarItemRow.spacing) { ResolvedElements(elements: trailing) }, 2),
                                        title: principal.isEmpty ? title.flatMap { item(Text($0).font(Self.titleFont), 3) } : nil,
                                        principal: principal, id: context.id)]
    }
}

/// The middle of a screen's bar: its principal toolbar item, or else its inline title — with a
/// title menu (`toolbarTitleMenu`), a `Menu` of its items whose label is the title and a chevron
/// in a small grey circle, which opens centred under the title, as iOS draws it. An inline large
/// title (`.inlineLarge`) is at the bar's leading end instead, 16 points in, in the large title's
/// font: an estimate of iOS 17's, which Apple describes only as "large inside the toolbar".
/// Primitive, as ``NavigationBar`` is.
struct NavigationBarTitle: View, PrimitiveView {
    var title: String?
    var isLarge = false
    var principal: [Element] = []
    var menu: AnyView?
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let bar = ZStack {
            if !principal.isEmpty {
                ResolvedElements(elements: principal)
            } else if let title, let menu {
                Menu { menu } label: { TitleMenuLabel(title: title) }
                    .environment(\.menuPanelIsCentred, true)
            } else if let title, isLarge {
                Text(title).font(.largeTitle).bold().lineLimit(1)
                    .padding(.horizontal, 16)
                    .frame(maxWidth: .infinity, alignment: .leading)
            } else if let title {
                Text(title).font(NavigationBar.titleFont)
            }
        }
        .frame(height: NavigationBar.height)
        return context.resolveChild(bar, component: .content)
    }
}

/// A chevron: "<" on back buttons, ">" at the end of list rows that navigate.
struct Chevron: Shape {
    /// Whether the point is on the leading side ("<").
    let pointsLeading: Bool

    func path(in rect: CGRect) -> Path {
        let (open, point) = pointsLeading ? (rect.maxX, rect.minX) : (rect.minX, rect.maxX)
        var path = Path()
        path.move(to: CGPoint(x: open, y: rect.minY))
        path.addLine(to: CGPoint(x: point, y: rect.midY))
        path.addLine(to: CGPoint(x: open, y: rect.maxY))
        return path
    }
}

/// Slides its view `amount` thirds of its width toward the leading edge (a negative amount:
/// toward the trailing edge): a covered screen, and a bar title as it comes and goes.
struct NavigationCoverEffect: GeometryEffect {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -amount * size.width / 3, y: 0))
    }
}

private extension AnyTransition {
    /// A bar title's: fades while a third of its width toward the trailing edge (its frame is as
    /// wide as the bar).
    static let navigationTitle = AnyTransition.opacity.combined(with: AnyTransition { progress, _, frame in
        TransitionEffect(transform: CGAffineTransform(translationX: frame.width / 3 * progress, y: 0))
    })
}

/// A pushed screen's content: the destination registered for its value's type, or the
/// destination of the `NavigationLink` that pushed it.
struct NavigationDestinationView: View, PrimitiveView {
    let value: AnyHashable
    let destinations: NavigationDestinations
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        guard let view = destinations.view(for: value) else {
            context.graph.warn("NavigationStack: no navigationDestination(for: \(type(of: value.base))) to show \(value.base); add one inside the stack")
            return []
        }
        return context.resolveChild(view, component: .content)
    }
}
