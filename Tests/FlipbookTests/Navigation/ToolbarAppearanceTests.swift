import FlipbookDisplayList
import Testing
@testable import Flipbook

/// `toolbarBackground(_:for:)` and `toolbarColorScheme(_:for:)` on a 390 × 844 screen with a
/// 47-pt status bar and a 34-pt home indicator: the navigation bar is 44 pt below the status bar
/// (its background reaching up through it to y 0), the large title 52 pt below that; the tab bar
/// 49 pt above the home indicator (its background reaching down through it).
@MainActor
@Suite struct ToolbarAppearanceTests {
    private static let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    private static let size = CGSize(width: 390, height: 844)

    /// A screen asking for `background` (the bar material, as when none is asked), `visibility`
    /// and `scheme` (the screen's, as when none is asked).
    private struct Inbox: View {
        var background = AnyShapeStyle(.bar)
        var visibility = Visibility.automatic
        var scheme: ColorScheme?
        var body: some View {
            NavigationStack {
                List(0..<40, id: \.self) { Text("Message \($0)") }
                    .navigationTitle("Inbox")
                    .toolbarBackground(background, for: .navigationBar)
                    .toolbarBackground(visibility, for: .navigationBar)
                    .toolbarColorScheme(scheme, for: .navigationBar)
            }
        }
    }

    private func graph(_ view: some View) -> ViewGraph { makeSceneGraph(view, size: Self.size, safeAreaInsets: Self.insets) }

    /// Scrolls the list to `y` at `time`, then runs the checks its scroll watchers scheduled for
    /// then, as a scene run does before drawing the frame.
    private func scroll(_ graph: ViewGraph, to y: CGFloat, at time: Double) throws {
        try Scroll(toY: y, at: time, animation: nil).perform(on: graph)
        graph.update(at: time)
        graph.runTimers(through: time)
    }

    /// How many material backdrops are drawn at `time`.
    private func backdrops(_ graph: ViewGraph, at time: Double) -> Int {
        graph.displayList(at: time).backdropCount
    }

    private func textColors(_ graph: ViewGraph, _ string: String, at time: Double) -> [RGBAColor] {
        graph.displayList(at: time).flattened.filter { $0.kind == "text:" + string }.map(\.color)
    }

    @Test func aShownBackgroundFollowsTheHeaderUpAndStaysPutWhenPulled() {
        typealias Edge = NavigationScrollEdge
        #expect(Edge.look(of: .shownBarBackground(headerHeight: 52), atOffset: -20) == Edge.Look())
        #expect(Edge.look(of: .shownBarBackground(headerHeight: 52), atOffset: 30) == Edge.Look(shift: 30))
        #expect(Edge.look(of: .shownBarBackground(headerHeight: 52), atOffset: 200) == Edge.Look(shift: 52))
    }

    @Test func aColourReplacesTheMaterialOnceContentIsUnderTheBar() throws {
        let graph = graph(Inbox(background: AnyShapeStyle(.red)))
        #expect(graph.shapes(in: .red, at: 0).isEmpty)
        try scroll(graph, to: 200, at: 0.1)
        #expect(graph.shapes(in: .red, at: 0.1) == [CGRect(x: 0, y: 0, width: 390, height: 91)])
        #expect(backdrops(graph, at: 0.1) == 0)
        // The hairline stays along the bar's bottom edge.
        #expect(graph.shapes(in: BarBackground.hairlineColor, at: 0.1).map(\.maxY) == [91])
    }

    @Test func visibleShowsTheBackgroundBehindTheLargeTitleAtRest() throws {
        let graph = graph(Inbox(background: AnyShapeStyle(.red), visibility: .visible))
        // 47 (status bar) + 44 (bar) + 52 (large title).
        #expect(graph.shapes(in: .red, at: 0) == [CGRect(x: 0, y: 0, width: 390, height: 143)])
        try scroll(graph, to: 30, at: 0.1)
        #expect(graph.shapes(in: .red, at: 0.1).map(\.maxY) == [113])
        try scroll(graph, to: 200, at: 0.2)
        #expect(graph.shapes(in: .red, at: 0.2).map(\.maxY) == [91])
    }

    @Test func visibleWithoutAColourShowsTheMaterialAtRest() {
        #expect(backdrops(graph(Inbox(visibility: .visible)), at: 0) == 1)
        #expect(backdrops(graph(Inbox()), at: 0) == 0)
    }

    @Test func hiddenNeverShowsTheBackground() throws {
        let graph = graph(Inbox(background: AnyShapeStyle(.red), visibility: .hidden))
        try scroll(graph, to: 200, at: 0.1)
        #expect(graph.shapes(in: .red, at: 0.1).isEmpty)
        #expect(backdrops(graph, at: 0.1) == 0)
    }

    @Test func aDarkBarDrawsItsTitlesWhiteWhileItsBackgroundShows() throws {
        let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
        let black = lightRGBA(Color(UIColor.label))
        // Automatic: the large title at rest is on the screen, in its scheme; the inline title
        // appears with the background, in the bar's, as does the large title scrolled away under
        // the bar (it shows again only once the background has gone).
        let automatic = graph(Inbox(background: AnyShapeStyle(.blue), scheme: .dark))
        #expect(textColors(automatic, "Inbox", at: 0) == [black])
        try scroll(automatic, to: 200, at: 0.1)
        #expect(textColors(automatic, "Inbox", at: 0.1) == [white, white])
        // Visible: the large title is on the bar from the start.
        #expect(textColors(graph(Inbox(background: AnyShapeStyle(.blue), visibility: .visible, scheme: .dark)), "Inbox", at: 0) == [white])
    }

    /// iOS draws a bar's title and items in the bar's colour scheme while its background shows
    /// (Apple's `toolbarColorScheme(_:for:)`: the scheme of the bar's background); with
    /// `.automatic`, once content scrolls under the bar. A bottom toolbar's item keeps the screen's.
    @Test func anAutomaticDarkBarTurnsItsInlineTitleAndItemsToItsSchemeOnceContentIsUnderIt() throws {
        let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
        let black = lightRGBA(Color(UIColor.label))
        // The accent (system blue) in the light scheme, 0 122 255, and in the dark, 10 132 255.
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let lightBlue = lightRGBA(.blue), darkBlue = Color.blue.resolvedColor(in: dark).rgba
        #expect(lightBlue == RGBAColor(red: 0, green: Double(Float(122.0 / 255)), blue: 1, alpha: 1))
        #expect(darkBlue == RGBAColor(red: Double(Float(10.0 / 255)), green: Double(Float(132.0 / 255)), blue: 1, alpha: 1))
        let graph = graph(NavigationStack {
            List(0..<40, id: \.self) { Text("Message \($0)") }
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    Button("Edit") {}
                    ToolbarItem(placement: .bottomBar) { Button("Archive") {} }
                }
                .toolbarColorScheme(.dark, for: .navigationBar)
        })
        // At the top the bar has no background and keeps the screen's scheme.
        #expect(textColors(graph, "Inbox", at: 0) == [black])
        #expect(textColors(graph, "Edit", at: 0) == [lightBlue])
        #expect(backdrops(graph, at: 0) == 1)
        // Scrolled under the bar: its material shows, in the dark scheme, and so do its title and items.
        try scroll(graph, to: 200, at: 0.1)
        #expect(backdrops(graph, at: 0.1) == 2)
        #expect(textColors(graph, "Inbox", at: 0.1) == [white])
        #expect(textColors(graph, "Edit", at: 0.1) == [darkBlue])
        #expect(textColors(graph, "Archive", at: 0.1) == [lightBlue])
        // Back at the top, the screen's scheme again.
        try scroll(graph, to: 0, at: 0.2)
        #expect(textColors(graph, "Inbox", at: 0.2) == [black])
        #expect(textColors(graph, "Edit", at: 0.2) == [lightBlue])
    }

    @Test func theTabBarTakesTheSelectedTabsRequests() {
        let red = graph(TabView {
            Text("Home").toolbarBackground(.red, for: .tabBar).toolbarBackground(.visible, for: .tabBar)
                .tabItem { Label("Home", systemImage: "house") }
        })
        // 844 − 34 − 49 = 761, reaching down through the home indicator's inset.
        #expect(red.shapes(in: .red, at: 0) == [CGRect(x: 0, y: 761, width: 390, height: 83)])
        #expect(backdrops(red, at: 0) == 0)
        // Without `.visible`, the style shows only while content reaches under the bar: a text does not.
        let automatic = graph(TabView {
            Text("Home").toolbarBackground(.red, for: .tabBar).tabItem { Label("Home", systemImage: "house") }
        })
        #expect(automatic.shapes(in: .red, at: 0).isEmpty)
        let hidden = graph(TabView {
            Text("Home").toolbarBackground(.hidden, for: .tabBar).tabItem { Label("Home", systemImage: "house") }
        })
        #expect(backdrops(hidden, at: 0) == 0)
        #expect(hidden.shapes(in: BarBackground.hairlineColor, at: 0).isEmpty)
        let plain = graph(TabView { List(0..<40, id: \.self) { Text("Row \($0)") }.tabItem { Label("Home", systemImage: "house") } })
        #expect(backdrops(plain, at: 0) == 1)
    }

    @Test func theBottomBarTakesItsOwnRequests() {
        let graph = graph(NavigationStack {
            Text("Page")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Edit") {} } }
                .toolbarBackground(.green, for: .bottomBar)
                .toolbarBackground(.visible, for: .bottomBar)
        })
        // 44 pt above the home indicator, reaching down through it.
        #expect(graph.shapes(in: .green, at: 0) == [CGRect(x: 0, y: 766, width: 390, height: 78)])
    }

    @Test func noBarsNamedMeansTheNavigationBar() throws {
        let graph = graph(NavigationStack {
            List(0..<40, id: \.self) { Text("Row \($0)") }.navigationTitle("Rows").toolbarBackground(.orange)
        })
        try scroll(graph, to: 200, at: 0.1)
        #expect(graph.shapes(in: .orange, at: 0.1) == [CGRect(x: 0, y: 0, width: 390, height: 91)])
    }

    @Test func theOutermostRequestWins() {
        let view = Text("x").toolbarBackground(.red).toolbarBackground(.blue).toolbarBackground(.visible)
        let graph = makeGraph(view)
        let look = BarAppearance.of(.navigationBar, in: graph.rootElements)
        #expect(look.visibility == .visible)
        #expect(look.background?.unerased as? Color == .blue)
        #expect(BarAppearance.of(.tabBar, in: graph.rootElements).visibility == .automatic)
    }
    @Test func aHiddenNavigationBarGivesItsPlaceToTheContent() {
        func screen(_ visibility: Visibility) -> some View {
            NavigationStack {
                Text("Body").frame(maxHeight: .infinity, alignment: .top)
                    .navigationTitle("Title")
                    .toolbar { Button("Edit") {} }
                    .toolbar(visibility, for: .navigationBar)
            }
        }
        // Shown: the 44-pt bar and the 52-pt large title sit above the content, below the status bar.
        let shown = graph(screen(.automatic)).displayList(at: 0)
        #expect(shown.flattened.contains { $0.kind == "text:Edit" })
        #expect(abs(shown.origin(ofText: "Body").y - (47 + 44 + 52)) < 0.001)
        // Hidden: no title, no items, the content starts at the safe area's top.
        let hidden = graph(screen(.hidden)).displayList(at: 0)
        #expect(!hidden.flattened.contains { $0.kind == "text:Title" || $0.kind == "text:Edit" })
        #expect(hidden.origin(ofText: "Body").y == 47)
    }

    @Test func aHiddenTabBarLeavesTheWholeScreenToTheSelectedTab() {
        let view = TabView {
            Color.orange.toolbar(.hidden, for: .tabBar).tabItem { Label("Home", systemImage: "house") }
        }
        let list = graph(view).displayList(at: 0)
        #expect(!list.flattened.contains { $0.kind == "text:Home" })
        // The colour fills the safe area: 844 less the 47-pt status bar and the 34-pt home indicator.
        #expect(graph(view).shapes(in: .orange, at: 0) == [CGRect(x: 0, y: 47, width: 390, height: 763)])
    }
}
