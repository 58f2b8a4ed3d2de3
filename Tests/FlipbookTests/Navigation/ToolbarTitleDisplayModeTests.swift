import Testing
@testable import Flipbook

/// `toolbarTitleDisplayMode(.inlineLarge)`: the large title in the bar's own row, at its leading
/// end, in line with the trailing items, and no large-title area below the bar. The fake measurer
/// makes a 34-pt line 42.5 points tall (43 on the pixel grid).
@MainActor
@Suite struct ToolbarTitleDisplayModeTests {
    private func graph(_ mode: ToolbarTitleDisplayMode, leading: Bool = false) -> ViewGraph {
        makeSceneGraph(NavigationStack {
            VStack {
                Text("Top")
                Spacer()
            }
            .navigationTitle("Search")
            .toolbarTitleDisplayMode(mode)
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Account") {} }
                if leading { ToolbarItem(placement: .topBarLeading) { Button("Edit") {} } }
            }
        }, size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func anInlineLargeTitleIsInTheBarsRowAndLeavesNoRoomBelowIt() {
        let list = graph(.inlineLarge).displayList(at: 0)
        // 16 in; centred down the bar: 47 + (44 − 43) / 2, on the pixel grid (text heights round up
        // to it: 42.5 to 43, and baselines sit on it).
        #expect(list.origin(ofText: "Search") == CGPoint(x: 16, y: 48))
        // The trailing item stays in the same row, 16 points from the edge: 390 − 16 − 60.
        #expect(list.origin(ofText: "Account") == CGPoint(x: 314, y: 58))
        // The content starts right below the bar.
        #expect(list.origin(ofText: "Top").y == 91)
        // `.large` puts the same title below the bar, 52 points tall.
        let large = graph(.large).displayList(at: 0)
        #expect(large.origin(ofText: "Search") == CGPoint(x: 16, y: 100))
        #expect(large.origin(ofText: "Top").y == 143)
    }

    @Test func leadingItemsGoToTheOverflowMenuWhichIsNamedAsNotDrawn() {
        let graph = graph(.inlineLarge, leading: true)
        #expect(!graph.displayList(at: 0).flattened.contains { $0.kind == "text:Edit" })
        #expect(graph.warnings == ["toolbarTitleDisplayMode(.inlineLarge): 1 leading or principal toolbar item(s) go to iOS's overflow menu, which is not drawn; place them .primaryAction"])
        #expect(self.graph(.large, leading: true).displayList(at: 0).flattened.contains { $0.kind == "text:Edit" })
    }
}
