import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A screen's bar follows the screen's state: a title and toolbar items that depend on state of
/// the screen's own view (not of a view around the stack) change in the bar when it changes.
@MainActor
@Suite struct NavigationBarUpdateTests {
    struct Inbox: View {
        @State var editing = false
        var body: some View {
            Text(editing ? "Select messages" : "All messages")
                .navigationTitle(editing ? "Editing" : "Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button(editing ? "Done" : "Edit") { editing.toggle() } }
                    ToolbarItem(placement: .topBarLeading) {
                        if editing { Button("Select All") {} }
                    }
                    ToolbarItem(placement: .bottomBar) { Button(editing ? "Delete" : "Compose") {} }
                }
        }
    }

    struct App: View {
        var body: some View { NavigationStack { Inbox() } }
    }

    private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.map(\.kind).filter { $0.hasPrefix("text:") }
    }

    @Test func theBarsTitleAndItemsFollowStateChangedAfterTheyFirstShow() throws {
        let graph = makeGraph(App(), size: CGSize(width: 300, height: 400))
        #expect(texts(graph, at: 0) == ["text:All messages", "text:Compose", "text:Inbox", "text:Edit"])
        try graph.tap("Edit", at: 1)
        graph.update(at: 2)
        let list = graph.displayList(at: 2)
        #expect(texts(graph, at: 2) == ["text:Select messages", "text:Delete", "text:Editing", "text:Select All", "text:Done"])
        // In the bars: "Delete" 16 points in from the leading edge of the bottom bar (356…400,
        // centred: y 367); "Done" (4 × 8.5 = 34 wide) 16 points in from the trailing edge; "Select All"
        // 16 points in from the leading one; both centred in the 44-point bar (y 11.375, on a pixel).
        #expect(list.origin(ofText: "Done") == CGPoint(x: 250, y: 11))
        #expect(list.origin(ofText: "Select All") == CGPoint(x: 16, y: 11))
        #expect(list.origin(ofText: "Delete") == CGPoint(x: 16, y: 367))
        try graph.tap("Done", at: 3)
        graph.update(at: 4)
        #expect(texts(graph, at: 4) == ["text:All messages", "text:Compose", "text:Inbox", "text:Edit"])
    }
}
