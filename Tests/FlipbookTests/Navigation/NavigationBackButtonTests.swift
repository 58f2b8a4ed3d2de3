import Testing
@testable import Flipbook

/// `navigationBarBackButtonHidden(_:)` on a pushed screen.
@MainActor
@Suite struct NavigationBackButtonTests {
    private func graph(hidden: Bool?) -> ViewGraph {
        makeSceneGraph(NavigationStack(path: .constant([1])) {
            Text("Root").navigationDestination(for: Int.self) { value in
                if let hidden {
                    Text("Detail \(value)").navigationBarBackButtonHidden(hidden)
                } else {
                    Text("Detail \(value)")
                }
            }
        }, size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    private func backs(_ graph: ViewGraph) -> Int {
        graph.displayList(at: 0).flattened.filter { $0.kind == "text:Back" }.count
    }

    @Test func hiddenRemovesTheBackButtonAndItsTapTarget() {
        #expect(backs(graph(hidden: nil)) == 1)
        #expect(backs(graph(hidden: false)) == 1)
        let hidden = graph(hidden: true)
        #expect(backs(hidden) == 0)
        #expect(throws: RenderError.self) { try Tap("Back", at: 0.1).perform(on: hidden) }
    }

    @Test func theOutermostRequestWins() {
        let view = Text("x").navigationBarBackButtonHidden(false).navigationBarBackButtonHidden()
        #expect(NavigationBackButton.isHidden(in: makeGraph(view).rootElements))
        #expect(!NavigationBackButton.isHidden(in: makeGraph(Text("x")).rootElements))
    }
}
