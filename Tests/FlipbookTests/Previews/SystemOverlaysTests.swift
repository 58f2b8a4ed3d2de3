import Testing
import FlipbookDisplayList
@testable import Flipbook

/// `statusBarHidden`, `persistentSystemOverlays` and a dark navigation bar's status bar, in a device
/// preview's screen (402 × 874, iPhone 16 Pro insets 62 and 34).
@MainActor
@Suite struct SystemOverlaysTests {
    private static let size = CGSize(width: 402, height: 874)

    private func graph(_ view: some View) -> ViewGraph {
        makeSceneGraph(DeviceScreenContent(content: AnyView(view), size: Self.size,
                                           insets: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0), isLandscape: false),
                       size: Self.size)
    }

    private func times(_ graph: ViewGraph) -> [RGBAColor] {
        graph.displayList(at: 0).flattened.filter { $0.kind == "text:9:41" }.map(\.color)
    }

    /// The home indicator: a 144 × 5 capsule 8 pt above the bottom edge.
    private func indicators(_ graph: ViewGraph) -> [CGRect] {
        graph.displayList(at: 0).flattened.filter { $0.kind == "shape" && $0.rect.size == CGSize(width: 144, height: 5) }.map(\.rect)
    }

    @Test func aDeviceScreenDrawsTheStatusBarAndHomeIndicator() {
        let plain = graph(Text("Page"))
        #expect(times(plain) == [lightRGBA(Color.primary)])
        #expect(indicators(plain) == [CGRect(x: 129, y: 861, width: 144, height: 5)])
    }

    @Test func theHomeIndicatorDrawsOverASheet() {
        let presenting = graph(Color.white.sheet(isPresented: .constant(true)) { Color.yellow })
        let last = presenting.displayList(at: 1).flattened.last
        #expect(last?.kind == "shape")
        #expect(last?.rect == CGRect(x: 129, y: 861, width: 144, height: 5))
    }

    @Test func statusBarHiddenHidesTheStatusBarOnly() {
        let hidden = graph(Text("Page").statusBarHidden())
        #expect(times(hidden).isEmpty)
        #expect(indicators(hidden).count == 1)
        #expect(times(graph(Text("Page").statusBarHidden(false))).count == 1)
        // The content keeps its safe area: the text stays where it was.
        #expect(hidden.displayList(at: 0).origin(ofText: "Page") == graph(Text("Page")).displayList(at: 0).origin(ofText: "Page"))
    }

    @Test func statusBarHiddenChangedByStateRedrawsTheChrome() throws {
        struct Hiding: View {
            @State private var hidden = false
            var body: some View { Button("Hide") { hidden = true }.statusBarHidden(hidden) }
        }
        let screen = graph(Hiding())
        #expect(times(screen).count == 1)
        try screen.tap("Hide", at: 0.1)
        screen.update(at: 0.1)
        #expect(screen.displayList(at: 0.1).flattened.filter { $0.kind == "text:9:41" }.isEmpty)
    }

    @Test func hiddenPersistentOverlaysHideTheHomeIndicator() {
        let hidden = graph(Text("Page").persistentSystemOverlays(.hidden))
        #expect(indicators(hidden).isEmpty)
        #expect(times(hidden).count == 1)
        #expect(indicators(graph(Text("Page").persistentSystemOverlays(.visible))).count == 1)
    }

    @Test func aDarkShownNavigationBarMakesTheStatusBarWhite() {
        let dark = graph(NavigationStack {
            Text("Page").navigationTitle("Title")
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarBackground(Color.blue, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        })
        #expect(times(dark) == [RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)])
        // Not while the bar's background is hidden at the top of its content.
        let automatic = graph(NavigationStack { Text("Page").navigationTitle("Title").toolbarColorScheme(.dark, for: .navigationBar) })
        #expect(times(automatic) == [lightRGBA(Color.primary)])
    }

    @Test func anAutomaticDarkBarMakesTheStatusBarWhiteOnceContentIsUnderIt() throws {
        let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)
        let screen = graph(NavigationStack {
            List(0..<40, id: \.self) { Text("Message \($0)") }
                .navigationTitle("Inbox")
                .toolbarColorScheme(.dark, for: .navigationBar)
        })
        #expect(times(screen) == [lightRGBA(Color.primary)])
        // Scrolled under the bar, its background shows, dark, and so the status bar is white; back
        // at the top, the screen's again. (A scene run runs the scroll watcher's check before drawing.)
        func scroll(to y: CGFloat, at time: Double) throws -> [RGBAColor] {
            try Scroll(toY: y, at: time, animation: nil).perform(on: screen)
            screen.update(at: time)
            screen.runTimers(through: time)
            return screen.displayList(at: time).flattened.filter { $0.kind == "text:9:41" }.map(\.color)
        }
        #expect(try scroll(to: 200, at: 0.1) == [white])
        #expect(try scroll(to: 0, at: 0.2) == [lightRGBA(Color.primary)])
    }
}
