import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A popover bubble or a menu opened from a view in a scrolled scroll view is placed at the view
/// where it is drawn, not where it lies in the content: 400×300 scenes, the source under 200 pt
/// of content, scrolled 150 pt, so laid out at y 200 and drawn at 50.
@MainActor
@Suite struct ScrolledPresentationTests {
    private struct Popover: View {
        @State private var shown = false
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 200)
                    Button("Info") { shown = true }
                        .popover(isPresented: $shown) { Text("Hello").padding().presentationCompactAdaptation(.popover) }
                    Color.gray.frame(height: 600)
                }
            }
        }
    }

    @Test func aBubbleHangsBelowItsSourceAsScrolled() throws {
        let graph = makeSceneGraph(Popover(), size: CGSize(width: 400, height: 300))
        try Scroll(toY: 150, at: 0, animation: nil).perform(on: graph)
        try Tap("Info", at: 0.1).perform(on: graph)
        graph.update(at: 1)
        // "Info" (34 × 22, 183…217) is drawn at 50…72; the 75 × 54 bubble is centred under it, 13 pt
        // down for the arrow: x 162.5, y 85; its text 16 pt inside.
        let bubble = try #require(graph.element(named: "PopoverBubble") as? PopoverBubbleElement)
        let shown = bubble.presentedPlacement(at: 1)
        #expect(shown.card == CGRect(x: 162.5, y: 85, width: 75, height: 54))
        #expect(shown.tip == CGPoint(x: 200, y: 72))
        #expect(graph.displayList(at: 1).origin(ofText: "Hello") == CGPoint(x: 179, y: 101))
    }

    private struct SortMenu: View {
        let log: GestureLog
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 200)
                    Menu("Sort") {
                        Button("Newest") { log.add("newest") }
                        Button("Oldest") { log.add("oldest") }
                    }
                    Color.gray.frame(height: 600)
                }
            }
        }
    }

    @Test func aMenuOpensBelowItsSourceAsScrolledAndItsItemsAreHitThere() throws {
        let log = GestureLog()
        let graph = makeSceneGraph(SortMenu(log: log), size: CGSize(width: 400, height: 300))
        try Scroll(toY: 150, at: 0, animation: nil).perform(on: graph)
        try Tap("Sort", at: 0.1).perform(on: graph)
        graph.update(at: 1)
        // "Sort" (34 × 22 at 183…217) is drawn at 50…72, centred: the 250-pt panel starts at its
        // leading edge, kept 8 pt inside the screen (142), 8 pt below it (80): two 44-pt rows and
        // a hairline. (Laid out unscrolled it would not fit below 222 and would sit above 200.)
        let panelColor = lightRGBA(Color(light: (242, 242, 247, 1), dark: (44, 44, 46, 1)))
        let list = graph.displayList(at: 1)
        #expect(list.flattened.first { $0.kind == "shape" && $0.color == panelColor }?.rect == CGRect(x: 142, y: 80, width: 250, height: 89))
        #expect(list.origin(ofText: "Oldest") == CGPoint(x: 158, y: 136))
        // A finger on the second row, as drawn, runs it.
        try Tap(at: CGPoint(x: 200, y: 150), at: 1.2).perform(on: graph)
        #expect(log.entries == ["oldest"])
    }
}
