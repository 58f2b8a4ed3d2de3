import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A menu opens on a tap (a script's `Tap` by its label's texts, or by its symbol's name or iOS's
/// label for it), shows its items over the screen, and closes when one runs or a tap lands elsewhere.
@MainActor
@Suite struct MenuOpeningTests {
    @MainActor final class Log {
        var events: [String] = []
    }

    /// An inline-titled screen with an image-only menu at the bar's trailing end.
    private struct Screen: View {
        let log: Log
        var body: some View {
            NavigationStack {
                Text("Notes")
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Menu {
                                Button("Rename") { log.events.append("rename") }
                                Button("Delete", role: .destructive) { log.events.append("delete") }
                            } label: {
                                Image(systemName: "ellipsis.circle")
                            }
                        }
                    }
            }
        }
    }

    @Test func anImageOnlyToolbarMenuOpensByItsSymbolsLabelAndAnItemRunsAndClosesIt() throws {
        let log = Log()
        let graph = makeSceneGraph(Screen(log: log), size: CGSize(width: 300, height: 400))
        #expect(graph.buttonLabels == ["More"])
        try Tap("More", at: 0.5).perform(on: graph)
        #expect(graph.buttonLabels == ["More", "Rename", "Delete"])
        let list = graph.displayList(at: 0.5)
        let drawn = list.flattened
        #expect(drawn.first { $0.kind == "text:Delete" }?.color == lightRGBA(.red))
        // The panel: 250 wide, its trailing edge at the symbol's (16 pt in), 8 pt below the symbol.
        // The symbol (22 pt, 262…284 across, 10…32 down in the 44-pt bar): the panel from 284 − 250
        // = 34, at 32 + 8 = 40, two 44-pt rows and a hairline between them; texts 16 pt in,
        // centred in their rows.
        let panel = drawn.first { $0.kind == "shape" && $0.color == lightRGBA(Color(light: (242, 242, 247, 1), dark: (44, 44, 46, 1))) }
        #expect(panel?.rect == CGRect(x: 34, y: 40, width: 250, height: 89))
        #expect(drawn.contains { $0.kind == "shape" && $0.rect == CGRect(x: 34, y: 84, width: 250, height: 1) })
        #expect(list.origin(ofText: "Rename") == CGPoint(x: 50, y: 51))
        #expect(list.origin(ofText: "Delete") == CGPoint(x: 50, y: 96))
        try Tap("Delete", at: 1).perform(on: graph)
        #expect(log.events == ["delete"])
        #expect(graph.buttonLabels == ["More"])
        // By the symbol's own name too; a tap beside the open menu closes it and runs nothing.
        try Tap("ellipsis.circle", at: 1.5).perform(on: graph)
        try Tap(at: CGPoint(x: 20, y: 300), at: 2).perform(on: graph)
        #expect(graph.buttonLabels == ["More"])
        #expect(log.events == ["delete"])
    }

    @Test func aMenuWithATextLabelOpensByItsText() throws {
        let graph = makeSceneGraph(VStack {
            Menu("Sort") { Button("Newest") {} }
        }, size: CGSize(width: 300, height: 400))
        try Tap("Sort", at: 0.5).perform(on: graph)
        #expect(graph.buttonLabels == ["Sort", "Newest"])
    }
}
