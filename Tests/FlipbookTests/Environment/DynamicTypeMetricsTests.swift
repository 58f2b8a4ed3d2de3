import Testing
@testable import Flipbook
import FlipbookDisplayList
import FlipbookTestSupport

/// The built-in components' own metrics at larger Dynamic Type sizes: list rows, large titles,
/// alerts and action sheets grow as their text style does (as `UIFontMetrics` scales a length);
/// navigation and tab bars keep their size, as UIKit's bars do. (Fake metrics: a character is
/// 0.5 × size wide, a line 1.25 × size tall.)
@MainActor
@Suite struct DynamicTypeMetricsTests {
    /// body: 17 pt at .large, 23 at .xxxLarge, 40 at .accessibility3.
    private let xxxLarge = 23.0 / 17, accessibility3 = 40.0 / 17

    private func rowHeights(at size: DynamicTypeSize) -> [Double] {
        let list = List {
            Text("ab")
            Color.red.frame(height: 60)
        }
        return makeGraph(list.dynamicTypeSize(size), size: CGSize(width: 400, height: 800)).frames(of: "ListRow").map { $0[3] }
    }

    private func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.001 }
    }

    @Test func listRowsGrowAsBodyTextDoes() {
        // A line of text sits in the 44 pt minimum; a 60 pt view gets 11 pt above and below.
        #expect(rowHeights(at: .large) == [44, 82])
        #expect(close(rowHeights(at: .xxxLarge), [44 * xxxLarge, 60 + 22 * xxxLarge]))
        #expect(close(rowHeights(at: .accessibility3), [44 * accessibility3, 60 + 22 * accessibility3]))
    }

    /// The frames of the texts drawn for `view` at `size`, by string.
    private func textFrames(_ view: some View, at size: DynamicTypeSize) -> [String: [Double]] {
        let graph = makeGraph(view.dynamicTypeSize(size), size: CGSize(width: 400, height: 800))
        var frames: [String: [Double]] = [:]
        graph.rootElements.forEach { root in
            root.forEachElement { element in
                if let text = element as? TextElement {
                    frames[text.spec.string] = [element.frame.minX, element.frame.minY, element.frame.width, element.frame.height]
                }
            }
        }
        return frames
    }

    @Test func aLargeTitleGrowsAndItsAreaWithIt() {
        let screen = NavigationStack { Color.clear.navigationTitle("Inbox") }
        // largeTitle 34 pt: 42.5 tall (43 on the pixel grid) at the bottom of the 52 pt area below the 44 pt bar.
        #expect(textFrames(screen, at: .large)["Inbox"] == [16, 53, 85, 43])
        // accessibility3: 52 pt (65 tall) in an area 52 × 52 / 34 tall.
        let area = 52 * 52.0 / 34
        let frame = textFrames(screen, at: .accessibility3)["Inbox"]
        #expect(frame.map { close($0, [16, 44 + area - 65, 130, 65]) } == true)
    }

    @Test func theBarsKeepTheirSize() {
        let inline = NavigationStack {
            Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        }
        // 17 pt whatever the setting: 5 × 8.5 = 42.5 wide, 21.25 tall (43 × 22 on the pixel grid),
        // centred in the 44 pt bar.
        #expect(textFrames(inline, at: .accessibility5)["Inbox"] == [178.5, 11, 43, 22])
        let pushed = NavigationStack(path: .constant(["next"])) {
            Color.clear.navigationDestination(for: String.self) { _ in Color.clear }
        }
        #expect(textFrames(pushed, at: .accessibility5)["Back"]?[2] == 34)
        let tabs = TabView {
            Color.clear.tabItem { Label("Home", systemImage: "house") }
        }
        // Tab labels stay 10 pt: "Home" is 20 wide.
        #expect(textFrames(tabs, at: .accessibility5)["Home"]?[2] == 20)
        #expect(textFrames(tabs, at: .large)["Home"]?[2] == 20)
    }

    private struct Prompt: View {
        @State var shown = true
        var body: some View {
            Color.clear
                .alert("Saved", isPresented: $shown) {
                    Button("OK") {}
                } message: {
                    Text("Done")
                }
        }
    }

    @Test func anAlertsTextAndButtonsGrow() {
        let frames = textFrames(Prompt(), at: .accessibility3)
        // Title: headline 40 pt; message: footnote 33 pt (41.25 tall, 42 on the pixel grid); the button: body 40 pt.
        #expect(frames["Saved"]?[2] == 100 && frames["Saved"]?[3] == 50)
        #expect(frames["Done"]?[3] == 42)
        #expect(frames["OK"]?[3] == 50)
        let graph = makeGraph(Prompt().dynamicTypeSize(.accessibility3), size: CGSize(width: 400, height: 800))
        // The button's row: 44 × 40 / 17 tall across the 270 pt card.
        #expect(graph.frames(of: "Frame").contains { $0[2] == 270 && abs($0[3] - 44 * accessibility3) < 0.001 })
    }

    @Test func presentationDimmingCoversTheSafeAreaInsets() {
        let graph = ViewGraph(root: Prompt(), size: CGSize(width: 402, height: 874), safeAreaInsets: EdgeInsets(top: 62, bottom: 34),
                              pixelScale: 1, textMeasurer: FakeTextMeasurer())
        graph.update(at: 0)
        let dimming = Color(red: 0, green: 0, blue: 0, opacity: 0.2).rgba
        let shapes = graph.displayList(at: 1).flattened.filter { $0.kind == "shape" && $0.color == dimming }.map(\.rect)
        #expect(shapes == [CGRect(x: 0, y: 0, width: 402, height: 874)])
    }
}
