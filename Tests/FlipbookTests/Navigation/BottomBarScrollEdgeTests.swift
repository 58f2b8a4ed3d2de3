import FlipbookDisplayList
import Testing
@testable import Flipbook

/// The tab bar and the bottom toolbar show their material and hairline only while the content
/// reaches under them (iOS 15's scroll-edge appearance), on a 390 × 844 screen with a 47-pt status
/// bar and a 34-pt home indicator: the tab bar's top edge is at 844 − 34 − 49 = 761, the bottom
/// toolbar's at 844 − 34 − 44 = 766.
@MainActor
@Suite struct BottomBarScrollEdgeTests {
    private func graph(_ view: some View) -> ViewGraph {
        makeSceneGraph(view, size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    /// How many material backdrops (bar backgrounds) are drawn at `time`.
    private func backdrops(_ graph: ViewGraph, at time: Double) -> Int { graph.displayList(at: time).backdropCount }

    /// The tops of the bar hairlines drawn at `time`.
    private func hairlines(_ graph: ViewGraph, at time: Double) -> [CGFloat] {
        graph.shapes(in: BarBackground.hairlineColor, at: time).map(\.minY)
    }

    private func scroll(_ graph: ViewGraph, _ scroll: Scroll) throws {
        try scroll.perform(on: graph)
        graph.update(at: scroll.time)
    }

    /// One tab of `content`.
    private func tab(_ content: some View) -> some View {
        TabView { content.tabItem { Label("Rows", systemImage: "list.bullet") } }
    }

    @Test func theContentReachesUnderTheBarWhileItGoesOnBelowAScrollViewEndingAtTheBar() {
        typealias Edge = BottomBarScrollEdge
        let viewport = CGRect(x: 0, y: 47, width: 390, height: 714)
        #expect(Edge.contentReachesUnder(barTop: 761, viewport: viewport, offset: 0, maxOffset: 286))
        #expect(Edge.contentReachesUnder(barTop: 761, viewport: viewport, offset: 285.5, maxOffset: 286))
        // Scrolled to its bottom, or pulled past it: the content's edge is at or above the bar's.
        #expect(!Edge.contentReachesUnder(barTop: 761, viewport: viewport, offset: 286, maxOffset: 286))
        #expect(!Edge.contentReachesUnder(barTop: 761, viewport: viewport, offset: 300, maxOffset: 286))
        // Pulled down at its top, the content still goes on under the bar.
        #expect(Edge.contentReachesUnder(barTop: 761, viewport: viewport, offset: -40, maxOffset: 286))
        // Content that fits never reaches under it.
        #expect(!Edge.contentReachesUnder(barTop: 761, viewport: viewport, offset: 0, maxOffset: 0))
        // A scroll view ending 114 pt above the bar clips its content there.
        #expect(!Edge.contentReachesUnder(barTop: 761, viewport: CGRect(x: 0, y: 47, width: 390, height: 600), offset: 0, maxOffset: 286))
    }

    @Test func aTabBarOverTallerContentShowsItsMaterialUntilTheContentIsScrolledToItsBottom() throws {
        // 1000 pt of content in the 714 pt between the status bar and the tab bar: it scrolls 286.
        let graph = graph(tab(ScrollView { Color.orange.frame(height: 1000) }))
        #expect(backdrops(graph, at: 0) == 1)
        #expect(hairlines(graph, at: 0) == [761])
        try scroll(graph, Scroll(toY: 285, at: 0.1, animation: nil))
        #expect(backdrops(graph, at: 0.1) == 1)
        try scroll(graph, Scroll(toY: 286, at: 0.2, animation: nil))
        #expect(backdrops(graph, at: 0.2) == 0)
        #expect(hairlines(graph, at: 0.2).isEmpty)
    }

    @Test func aTabBarOverContentThatFitsOrDoesNotScrollIsClear() {
        let short = graph(tab(List(0..<3, id: \.self) { Text("Row \($0)") }))
        #expect(backdrops(short, at: 0) == 0)
        #expect(hairlines(short, at: 0).isEmpty)
        let fixed = graph(tab(Text("Home")))
        #expect(backdrops(fixed, at: 0) == 0)
        #expect(hairlines(fixed, at: 0).isEmpty)
        let long = graph(tab(List(0..<40, id: \.self) { Text("Row \($0)") }))
        #expect(backdrops(long, at: 0) == 1)
    }

    @Test func anAnimatedScrollClearsTheBarOnTheFrameTheContentReachesItsBottomWithoutNewBodies() throws {
        let graph = graph(tab(ScrollView { Color.orange.frame(height: 1000) }))
        let evaluations = graph.bodyEvaluationCount
        try Scroll(toEdge: .bottom, at: 0, animation: .linear(duration: 1)).perform(on: graph)
        #expect(backdrops(graph, at: 0.5) == 1)
        #expect(backdrops(graph, at: 0.99) == 1)
        #expect(backdrops(graph, at: 1) == 0)
        #expect(graph.bodyEvaluationCount == evaluations)
    }

    @Test func aTabHoldingANavigationStackFollowsItsTopScreen() {
        // A long list at the root, a short text pushed over it: the bar follows the text.
        let pushedShort = graph(tab(NavigationStack(path: .constant([1])) {
            List(0..<40, id: \.self) { Text("Row \($0)") }
                .navigationDestination(for: Int.self) { Text("Detail \($0)") }
        }))
        #expect(backdrops(pushedShort, at: 0) == 0)
        // A short text at the root, a long list pushed over it.
        let pushedLong = graph(tab(NavigationStack(path: .constant([1])) {
            Text("Root")
                .navigationDestination(for: Int.self) { _ in List(0..<40, id: \.self) { Text("Row \($0)") } }
        }))
        #expect(backdrops(pushedLong, at: 0) == 1)
        #expect(hairlines(pushedLong, at: 0) == [761])
    }

    @Test func aBottomToolbarShowsItsMaterialWhileTheListGoesOnUnderIt() throws {
        let graph = graph(NavigationStack {
            List(0..<40, id: \.self) { Text("Row \($0)") }
                .navigationTitle("Rows")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Archive") {} } }
        })
        // At rest: the toolbar's material and hairline; the navigation bar is clear at the top.
        #expect(backdrops(graph, at: 0) == 1)
        #expect(hairlines(graph, at: 0) == [766])
        // At the bottom: the navigation bar's material and hairline (its bottom edge at 91), the toolbar clear.
        try scroll(graph, Scroll(toEdge: .bottom, at: 0.1, animation: nil))
        #expect(backdrops(graph, at: 0.1) == 1)
        #expect(hairlines(graph, at: 0.1) == [90])
    }

    @Test func visibleAndHiddenOverrideTheContent() {
        let visible = graph(tab(Text("Home").toolbarBackground(.visible, for: .tabBar)))
        #expect(backdrops(visible, at: 0) == 1)
        #expect(hairlines(visible, at: 0) == [761])
        let hidden = graph(tab(List(0..<40, id: \.self) { Text("Row \($0)") }.toolbarBackground(.hidden, for: .tabBar)))
        #expect(backdrops(hidden, at: 0) == 0)
        #expect(hairlines(hidden, at: 0).isEmpty)
        let toolbar = graph(NavigationStack {
            Text("Page")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Edit") {} } }
                .toolbarBackground(.visible, for: .bottomBar)
        })
        #expect(backdrops(toolbar, at: 0) == 1)
        #expect(hairlines(toolbar, at: 0) == [766])
    }

    @Test func theDarkBarShowsTheDarkMaterialOverTallerContent() {
        let graph = graph(tab(List(0..<40, id: \.self) { Text("Row \($0)") }).environment(\.colorScheme, .dark))
        let tints = graph.displayList(at: 0).flattened.filter { $0.kind == "shape" && $0.color == Material.bar.darkTint.rgba }
        #expect(tints.map(\.rect) == [CGRect(x: 0, y: 761, width: 390, height: 83)])
    }
}
