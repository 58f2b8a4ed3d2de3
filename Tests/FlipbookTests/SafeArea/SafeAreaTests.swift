import FlipbookDisplayList
import Testing
@testable import Flipbook
import FlipbookTestSupport

@MainActor
@Suite struct SafeAreaTests {
    /// An iPhone 16 Pro's screen held upright: 402 × 874 points, 62 at the top and 34 at the bottom unsafe.
    private func phone<V: View>(_ view: V) -> ViewGraph {
        let graph = ViewGraph(root: view, size: CGSize(width: 402, height: 874), safeAreaInsets: EdgeInsets(top: 62, bottom: 34),
                              pixelScale: 3, textMeasurer: FakeTextMeasurer())
        graph.update(at: 0)
        return graph
    }

    private func rects(_ graph: ViewGraph) -> [CGRect] {
        graph.displayList(at: 0).flattened.filter { $0.kind == "shape" }.map(\.rect)
    }

    @Test func viewsLayOutInsideTheSafeArea() {
        #expect(rects(phone(Color.red)) == [CGRect(x: 0, y: 62, width: 402, height: 778)])
    }

    @Test func aViewIgnoringTheSafeAreaFillsTheScreen() {
        #expect(rects(phone(Color.blue.ignoresSafeArea())) == [CGRect(x: 0, y: 0, width: 402, height: 874)])
        #expect(rects(phone(Color.blue.ignoresSafeArea(edges: .top))) == [CGRect(x: 0, y: 0, width: 402, height: 840)])
        #expect(rects(phone(Color.blue.edgesIgnoringSafeArea(.bottom))) == [CGRect(x: 0, y: 62, width: 402, height: 812)])
    }

    @Test func onlyEdgesThatReachTheSafeAreaGrow() {
        // Padded 20 in from the safe area, the colour reaches none of its edges.
        #expect(rects(phone(Color.blue.ignoresSafeArea().padding(20))) == [CGRect(x: 20, y: 82, width: 362, height: 738)])
        // At the top of a stack it reaches the top edge and the sides only.
        #expect(rects(phone(VStack(spacing: 0) {
            Color.blue.ignoresSafeArea().frame(height: 100)
            Spacer()
        })) == [CGRect(x: 0, y: 0, width: 402, height: 162)])
    }

    @Test func aBackgroundIgnoringTheSafeAreaFillsTheScreenBehindContentInsideIt() {
        let graph = phone(VStack {
            Color.red.frame(width: 100, height: 100)
        }.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.blue.ignoresSafeArea()))
        #expect(rects(graph) == [CGRect(x: 0, y: 0, width: 402, height: 874), CGRect(x: 151, y: 401, width: 100, height: 100)])
    }

    @Test func aShapeStyleBackgroundFillsTheSafeAreaOnTheEdgesItIgnores() {
        let content = Color.red.frame(width: 100, height: 100).frame(maxWidth: .infinity, maxHeight: .infinity)
        let red = CGRect(x: 151, y: 401, width: 100, height: 100)
        // SwiftUI's default, `.all`: the screen.
        #expect(rects(phone(content.background(Color.blue))) == [CGRect(x: 0, y: 0, width: 402, height: 874), red])
        #expect(rects(phone(content.background(.blue, ignoresSafeAreaEdges: .top))) == [CGRect(x: 0, y: 0, width: 402, height: 840), red])
        #expect(rects(phone(content.background(.blue, ignoresSafeAreaEdges: []))) == [CGRect(x: 0, y: 62, width: 402, height: 778), red])
        // A background away from the safe area's edges stays on its view.
        #expect(rects(phone(Color.red.frame(width: 100, height: 100).background(Color.blue))) == [red, red])
        #expect(rects(phone(content.overlay(.blue, ignoresSafeAreaEdges: .bottom))) == [red, CGRect(x: 0, y: 62, width: 402, height: 812)])
    }

    @Test func safeAreaInsetTakesItsBarFromTheViewsSafeArea() {
        let graph = makeGraph(Color.red.safeAreaInset(edge: .bottom, spacing: 10) {
            Color.green.frame(height: 50)
        })
        // The bar at the bottom of 400 × 300; the view above it, less the spacing.
        #expect(rects(graph) == [CGRect(x: 0, y: 0, width: 400, height: 240), CGRect(x: 0, y: 250, width: 400, height: 50)])
        let ignoring = makeGraph(Color.red.ignoresSafeArea().safeAreaInset(edge: .top, alignment: .leading) {
            Color.green.frame(width: 80, height: 40)
        })
        #expect(rects(ignoring) == [CGRect(x: 0, y: 0, width: 400, height: 300), CGRect(x: 0, y: 0, width: 80, height: 40)])
    }

    @Test func aScrollViewReachesUnderTheSafeAreaItTouches() throws {
        let graph = makeGraph(ScrollView { Color.red.frame(height: 600) }.safeAreaInset(edge: .bottom) {
            Color.green.frame(height: 50)
        })
        #expect(graph.layoutDump(at: 0).hasPrefix("""
            SafeAreaInset  (0, 0) 400×300
              ScrollView  (0, 0) 400×250
            """))
        // Laid out above the bar, drawn under it too.
        #expect(graph.displayList(at: 0).firstClip == .rect(CGRect(x: 0, y: 0, width: 400, height: 300)))
        // Scrolled to its end, the content's last point shows just above the bar.
        try Scroll(toEdge: .bottom, at: 0, animation: nil).perform(on: graph)
        #expect(rects(graph).first == CGRect(x: 0, y: -350, width: 400, height: 600))
    }

    @Test func safeAreaPaddingInsetsAScrollViewsContentNotItsClip() {
        let graph = makeGraph(ScrollView { Color.red.frame(height: 600) }.safeAreaPadding(.horizontal, 20))
        #expect(rects(graph) == [CGRect(x: 20, y: 0, width: 360, height: 600)])
        #expect(graph.displayList(at: 0).firstClip == .rect(CGRect(x: 0, y: 0, width: 400, height: 300)))
    }

    @Test func aDevicePreviewLaysItsViewOutInTheSafeArea() throws {
        func blue(_ view: @escaping @MainActor @Sendable () -> any View) throws -> CGRect? {
            let scene = try FlipbookScene.preview("safe", measuringWith: FakeTextMeasurer(), content: view)
            #expect(scene.safeAreaInsets == EdgeInsets(top: 62, bottom: 34))
            let run = try SceneRun(scene: scene, scale: 3, textMeasurer: FakeTextMeasurer())
            return try run.displayList(at: 0).flattened.first { $0.kind == "shape" && $0.color.blue == 1 && $0.color.red == 0 }?.rect
        }
        #expect(try blue { Color(red: 0, green: 0, blue: 1) } == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(try blue { Color(red: 0, green: 0, blue: 1).ignoresSafeArea() } == CGRect(x: 0, y: 0, width: 402, height: 874))
    }

    @Test func contentIgnoringTheTopSafeAreaReachesTheTopOfTheScreenUnderANavigationBar() {
        // The bar (44) and the large title (52) are the content's safe area; with no scroll view
        // the bar shows no background, so the colour shows behind the title, as on an iPhone.
        let shapes = phone(NavigationStack {
            Color.red.opacity(0.5).ignoresSafeArea(edges: .top).navigationTitle("Title")
        }).displayList(at: 0).flattened.filter { $0.kind == "shape" }
        // The screen background, then the colour (then the bars' clear spacers).
        #expect(Array(shapes.map(\.rect).prefix(2)) == [CGRect(x: 0, y: 0, width: 402, height: 874), CGRect(x: 0, y: 0, width: 402, height: 840)])
        let padded = phone(NavigationStack {
            Color.red.opacity(0.5).ignoresSafeArea(edges: .top).padding(.top, 1).navigationTitle("Title")
        }).displayList(at: 0).flattened.filter { $0.kind == "shape" }
        #expect(padded.map(\.rect)[1] == CGRect(x: 0, y: 159, width: 402, height: 681))
    }
}
