import Testing
@testable import Flipbook
import FlipbookDisplayList
import FlipbookTestSupport

private enum Section: Hashable { case home, settings }

/// Two tabs with a bound selection; the second counts its appearances and keeps a counter.
private struct Tabs: View {
    @State var selection = Section.home
    @State var settingsAppearances = 0
    var body: some View {
        TabView(selection: $selection) {
            Text("Home tab")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Section.home)
            SettingsCounter(appearances: $settingsAppearances)
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Section.settings)
        }
    }
}

private struct SettingsCounter: View {
    @Binding var appearances: Int
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
            .onAppear { appearances += 1 }
    }
}

private func texts(_ list: DisplayList) -> [String] {
    list.flattened.filter { $0.kind.hasPrefix("text:") }.map { String($0.kind.dropFirst(5)) }
}

@MainActor
@Suite struct TabViewTests {
    @Test func theTabBarIs49PointsOfBarMaterialUnderAHairlineWithTintedAndGrayItems() throws {
        let graph = makeGraph(Tabs(), size: CGSize(width: 300, height: 400))
        let drawn = graph.displayList(at: 0).flattened
        // The selected tab's content is centred in the 351 points above the bar: "Home tab" is
        // 8 × 8.5 = 68 wide, 21.25 tall, at (116, 164.875), rounded to whole pixels.
        #expect(graph.displayList(at: 0).origin(ofText: "Home tab") == CGPoint(x: 116, y: 165))
        // Nothing reaches under the bar, so it is clear (iOS 15's scroll-edge appearance).
        #expect(!drawn.contains { $0.kind == "shape" && $0.color == Material.bar.lightTint.rgba })
        // Over a list taller than the screen, its material under a hairline one pixel thick (one point at scale 1).
        let listed = makeGraph(TabView { List(0..<40, id: \.self) { Text("Row \($0)") }.tabItem { Label("Home", systemImage: "house") } },
                               size: CGSize(width: 300, height: 400))
        let shapes = listed.displayList(at: 0).flattened.filter { $0.kind == "shape" }
        #expect(shapes.contains { $0.rect == CGRect(x: 0, y: 351, width: 300, height: 49) && $0.color == Material.bar.lightTint.rgba })
        #expect(shapes.contains { $0.rect == CGRect(x: 0, y: 351, width: 300, height: 1) && $0.color == BarBackground.hairlineColor.rgba })
        // Each item is half the width; its 10-point title ("Home": 20 × 12.5) sits under a
        // 17 × 1.15 × 1.29 = 25.2195-point symbol, 1 point apart, 5 points below the bar's top.
        let home = try #require(drawn.first { $0.kind == "text:Home" })
        #expect(home.rect.origin == CGPoint(x: 65, y: 382))
        #expect(home.color == Color.accentColor.rgba)
        let settings = try #require(drawn.first { $0.kind == "text:Settings" })
        #expect(settings.rect.origin == CGPoint(x: 205, y: 382))
        #expect(settings.color == TabBar.unselectedColor.rgba)
        #expect(graph.buttonLabels == ["Home", "Settings"])
    }

    @Test func tappingATabSelectsItAndTabsAreResolvedOnceShownThenKeepTheirState() throws {
        let root = Tabs()
        let graph = makeGraph(root, size: CGSize(width: 300, height: 400))
        // The settings tab has not been shown.
        #expect(!texts(graph.displayList(at: 0)).contains("Count 0"))
        try graph.tap("Settings", at: 1)
        graph.update(at: 1)
        let shown = texts(graph.displayList(at: 1))
        #expect(shown.contains("Count 0") && !shown.contains("Home tab"))
        #expect(graph.displayList(at: 1).flattened.first { $0.kind == "text:Settings" }?.color == Color.accentColor.rgba)
        try graph.tap("Count 0", at: 2)
        graph.update(at: 2)
        try graph.tap("Home", at: 3)
        graph.update(at: 3)
        #expect(texts(graph.displayList(at: 3)).contains("Home tab"))
        try graph.tap("Settings", at: 4)
        graph.update(at: 4)
        // The counter kept its count while the home tab was shown.
        #expect(texts(graph.displayList(at: 4)).contains("Count 1"))
    }

    @Test func theBarSitsOnTheScenesBottomInsetAndItsMaterialFillsIt() {
        func bars(_ graph: ViewGraph) -> [CGRect] {
            graph.displayList(at: 0).flattened.filter { $0.kind == "shape" && $0.color == Material.bar.lightTint.rgba }.map(\.rect)
        }
        // Over a list taller than the screen (so its material shows), on an iPhone 16 Pro's insets:
        // the 49-point bar ends at the safe area, its material reaches the screen's bottom through
        // the 34-point home indicator inset.
        let tabs = TabView { List(0..<60, id: \.self) { Text("Row \($0)") }.tabItem { Label("Home", systemImage: "house") } }
        let phone = ViewGraph(root: tabs, size: CGSize(width: 402, height: 874), safeAreaInsets: EdgeInsets(top: 62, bottom: 34),
                              pixelScale: 3, textMeasurer: FakeTextMeasurer())
        phone.update(at: 0)
        #expect(bars(phone) == [CGRect(x: 0, y: 791, width: 402, height: 83)])
        #expect(phone.displayList(at: 0).origin(ofText: "Home").y < 840 - 12.5)
        // A scene without insets has no home indicator, whatever its size.
        #expect(bars(makeGraph(tabs, size: CGSize(width: 402, height: 874))) == [CGRect(x: 0, y: 825, width: 402, height: 49)])
    }

    @Test func iOS18TabsAndImageAndTextItemsWithoutTagsUseTheirPositions() throws {
        struct NewTabs: View {
            @State var selection = 2
            var body: some View {
                TabView(selection: $selection) {
                    Tab("One", systemImage: "1.circle", value: 1) { Text("First") }
                    Tab("Two", systemImage: "2.circle", value: 2) { Text("Second") }
                }
            }
        }
        let graph = makeGraph(NewTabs(), size: CGSize(width: 300, height: 400))
        #expect(texts(graph.displayList(at: 0)).contains("Second"))
        #expect(!texts(graph.displayList(at: 0)).contains("First"))

        struct Positional: View {
            var body: some View {
                TabView {
                    Text("A page").tabItem { Image(systemName: "star"); Text("Stars") }
                    Text("B page").tabItem { Image(systemName: "heart"); Text("Hearts") }
                }
            }
        }
        let positional = makeGraph(Positional(), size: CGSize(width: 300, height: 400))
        #expect(texts(positional.displayList(at: 0)).contains("A page"))
        // An image and a text in a tabItem are stacked like a label's icon and title.
        #expect(positional.displayList(at: 0).origin(ofText: "Stars") == CGPoint(x: 63, y: 382))
        try positional.tap("Hearts", at: 1)
        positional.update(at: 1)
        #expect(texts(positional.displayList(at: 1)).contains("B page"))
    }

    @Test func aTabSectionsTabsShowInLineWithTheOthersAndAToolbarTitleModeSetsTheTitle() throws {
        struct Sectioned: View {
            @State var selection = 1
            var body: some View {
                TabView(selection: $selection) {
                    Tab("One", systemImage: "1.circle", value: 1) {
                        NavigationStack { Text("First").navigationTitle("First title").toolbarTitleDisplayMode(.inline) }
                    }
                    TabSection("Library") {
                        Tab("Two", systemImage: "2.circle", value: 2) { Text("Second") }
                        Tab("Three", systemImage: "3.circle", value: 3) { Text("Third") }
                    }
                }
            }
        }
        let graph = makeGraph(Sectioned(), size: CGSize(width: 300, height: 400))
        let list = graph.displayList(at: 0)
        // Three items share the 300-pt bar; the section's header is not drawn.
        #expect(["One", "Two", "Three"].allSatisfy { name in texts(list).contains(name) })
        #expect(!texts(list).contains("Library"))
        // `.inline` draws the title in the bar, as `navigationBarTitleDisplayMode(.inline)` does.
        let inline = makeGraph(NavigationStack { Text("First").navigationTitle("First title").navigationBarTitleDisplayMode(.inline) },
                               size: CGSize(width: 300, height: 400))
        #expect(list.origin(ofText: "First title") == inline.displayList(at: 0).origin(ofText: "First title"))
        #expect(list.origin(ofText: "First title").y < NavigationBar.height)
        try graph.tap("Three", at: 1)
        graph.update(at: 1)
        #expect(texts(graph.displayList(at: 1)).contains("Third"))
    }

    @Test func pageStyleLaysPagesSideBySideWithDots() {
        struct Pages: View {
            @State var page = 1
            var body: some View {
                TabView(selection: $page) {
                    ForEach(0..<3) { index in Text("Page \(index)").tag(index) }
                }
                .tabViewStyle(.page)
            }
        }
        let graph = makeGraph(Pages(), size: CGSize(width: 300, height: 400))
        let list = graph.displayList(at: 0)
        // "Page n" is 6 × 8.5 = 51 wide: centred at 124.5 in its page, pages 300 apart, page 1 in view.
        #expect(list.origin(ofText: "Page 1").x == 125)
        #expect(list.origin(ofText: "Page 0").x == -175)
        #expect(list.origin(ofText: "Page 2").x == 425)
        // Three 8-point dots 8 apart, centred, 12 points above the bottom; the current one white.
        let dots = list.flattened.filter { $0.kind == "shape" && $0.rect.width == 8 }
        #expect(dots.map(\.rect.minX) == [130, 146, 162])
        #expect(dots.map(\.rect.minY) == [380, 380, 380])
        #expect(dots.map(\.color.alpha) == [0.35, 1, 0.35].map { Color.white.opacity($0).rgba.alpha })
    }

    @Test func aPageFollowsTheStateOfTheViewsOnIt() throws {
        struct Counter: View {
            let index: Int
            @State var count = 0
            var body: some View { Button("Page \(index): \(count)") { count += 1 } }
        }
        struct Pages: View {
            var body: some View {
                TabView { ForEach(0..<2) { Counter(index: $0) } }
                    .tabViewStyle(.page)
            }
        }
        let graph = makeGraph(Pages(), size: CGSize(width: 300, height: 400))
        try graph.tap("Page 0: 0", at: 0)
        graph.update(at: 1)
        // The page shows its view's new state, where the old text was ("Page 0: 1" is 9 × 8.5 wide).
        let list = graph.displayList(at: 1)
        #expect(texts(list).filter { $0.hasPrefix("Page") } == ["Page 0: 1", "Page 1: 0"])
        #expect(list.origin(ofText: "Page 0: 1").x == 112)
    }
}

/// iOS 18's tab roles and the sidebar-adaptable style, on an iPhone.
@MainActor
@Suite struct TabRoleTests {
    @Test func theSearchRoleIsASearchTabAndSidebarAdaptableIsTheTabBarOnAnIPhone() {
        func tabs(style: Bool) -> DisplayList {
            let view = TabView(selection: .constant(1)) {
                Tab("Home", systemImage: "house", value: 1) { Text("Home tab") }
                Tab(value: 2, role: .search) { Text("Search tab") }
            }
            return makeGraph(style ? AnyView(view.tabViewStyle(.sidebarAdaptable)) : AnyView(view), size: CGSize(width: 300, height: 400))
                .displayList(at: 0)
        }
        let plain = makeGraph(TabView(selection: .constant(1)) {
            Tab("Home", systemImage: "house", value: 1) { Text("Home tab") }
            Tab("Search", systemImage: "magnifyingglass", value: 2) { Text("Search tab") }
        }, size: CGSize(width: 300, height: 400)).displayList(at: 0)
        #expect(tabs(style: false) == plain)
        #expect(tabs(style: true) == plain)
        #expect(texts(plain).contains("Search"))
    }

    @Test func tabValuesTakeTheSelectionsTypeAndTabBadgesShowOnTheBar() {
        enum Section: Hashable { case inbox, sent }
        struct Tabs: View {
            @State var selection = Section.sent
            var body: some View {
                TabView(selection: $selection) {
                    Tab("Inbox", systemImage: "tray", value: .inbox) { Text("Inbox list") }
                        .badge(3)
                    Tab("Sent", systemImage: "paperplane", value: .sent) { Text("Sent list") }
                        .badge(0)
                }
            }
        }
        struct ItemTabs: View {
            @State var selection = Section.sent
            var body: some View {
                TabView(selection: $selection) {
                    Text("Inbox list").tabItem { Label("Inbox", systemImage: "tray") }.badge(3).tag(Section.inbox)
                    Text("Sent list").tabItem { Label("Sent", systemImage: "paperplane") }.tag(Section.sent)
                }
            }
        }
        let size = CGSize(width: 300, height: 400)
        let list = makeGraph(Tabs(), size: size).displayList(at: 0)
        #expect(texts(list).contains("Sent list"))
        #expect(!texts(list).contains("Inbox list"))
        #expect(texts(list).contains("3"))
        #expect(!texts(list).contains("0"))
        // The same bar, badge and page as the same tabs written with `tabItem`, `badge` and `tag`.
        #expect(list == makeGraph(ItemTabs(), size: size).displayList(at: 0))
    }
}
