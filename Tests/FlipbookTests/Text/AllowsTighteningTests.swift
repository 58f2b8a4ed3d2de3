import FlipbookDisplayList
import Testing
@testable import Flipbook

/// `allowsTightening(_:)` reaches the layouts of the texts inside it, where the renderer tightens
/// a one-line text a little too wide (`TighteningTests` measure that with pango).
@MainActor
@Suite struct AllowsTighteningTests {
    /// Whether each drawn text's layout may tighten, by its string.
    private func tightening(_ list: DisplayList) -> [String: Bool] {
        var found: [String: Bool] = [:]
        func visit(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let text): found[text.layout.string] = text.layout.allowsTightening
                case .group(let group): visit(group.items)
                default: break
                }
            }
        }
        visit(list.items)
        return found
    }

    @Test func theSettingReachesTheLayoutsOfTheTextsInsideIt() {
        let graph = makeGraph(VStack {
            Text("Tight")
            Text("Loose").allowsTightening(false)
        }.lineLimit(1).allowsTightening(true))
        #expect(tightening(graph.displayList(at: 0)) == ["Tight": true, "Loose": false])
        #expect(tightening(makeGraph(Text("Plain")).displayList(at: 0)) == ["Plain": false])
    }
}
