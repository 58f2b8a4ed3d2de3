import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `badgeProminence(_:)` on list rows' badges, and `listItemTint(_:)` on their icons.
@MainActor
@Suite struct BadgeProminenceTests {
    private func color(ofText text: String, in graph: ViewGraph) -> RGBAColor? {
        graph.displayList(at: 0).flattened.first { $0.kind == "text:\(text)" }?.color
    }

    @Test func decreasedIsTertiaryStandardSecondary() {
        let graph = makeGraph(List {
            Text("Junk").badge(48).badgeProminence(.decreased)
            Text("Inbox").badge(12)
        })
        #expect(color(ofText: "48", in: graph) == Color(UIColor.tertiaryLabel).rgba)
        #expect(color(ofText: "12", in: graph) == Color(UIColor.secondaryLabel).rgba)
    }

    @Test func increasedIsWhiteOnARedCapsuleAtTheRowsTrailingInset() throws {
        let graph = makeGraph(List { Text("Updates").badge("New").badgeProminence(.increased) })
        #expect(color(ofText: "New", in: graph) == Color.white.rgba)
        let text = try #require(graph.elementFrame(ofText: "New"))
        let capsule = try #require(graph.displayList(at: 0).flattened.first { $0.kind == "shape" && $0.color == Color.red.rgba })
        // 7 pt either side of the text, 2 above and below; its trailing edge at 400 − 16 − 16.
        #expect(capsule.rect == CGRect(x: text.minX - 7, y: text.minY - 2, width: text.width + 14, height: text.height + 4))
        #expect(capsule.rect.maxX == 368)
    }

    @Test func listItemTintColoursRowIcons() {
        func iconColor(_ view: some View) -> RGBAColor? {
            makeGraph(List { view }).displayList(at: 0).flattened.first { $0.kind.hasPrefix("text:") && $0.kind != "text:Inbox" }?.color
        }
        let label = Label("Inbox", systemImage: "tray")
        #expect(iconColor(label) == Color.accentColor.rgba)
        #expect(iconColor(label.listItemTint(.orange)) == Color.orange.rgba)
        #expect(iconColor(label.listItemTint(.monochrome)) == Color.primary.rgba)
        #expect(iconColor(label.listItemTint(.preferred(.green))) == Color.green.rgba)
    }
}
