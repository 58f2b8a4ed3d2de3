import Testing
@testable import Flipbook
import FlipbookDisplayList

@MainActor
@Suite struct ForegroundGradientTests {
    private func paints(_ list: DisplayList) -> [Paint] {
        var found: [Paint] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .shape(let shape): found.append(shape.paint)
                case .group(let group): visit(group.items)
                default: break
                }
            }
        }
        visit(list.items)
        return found
    }

    @Test func aGradientForegroundStyleFillsTheShapesInside() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let graph = makeGraph(VStack(spacing: 0) {
            Rectangle().frame(width: 40, height: 10)
            Circle().fill(.foreground).frame(width: 10, height: 10)
            Rectangle().frame(width: 40, height: 10).foregroundStyle(.green)
        }.foregroundStyle(gradient), size: CGSize(width: 100, height: 100))
        let paints = paints(graph.displayList(at: 0))
        guard case .linearGradient(let stops, let start, let end) = paints[0] else {
            Issue.record("the rectangle is not painted with the gradient: \(paints[0])")
            return
        }
        #expect(stops.count == 2)
        #expect((start.x, end.x) == (30, 70))
        guard case .linearGradient = paints[1] else { Issue.record("the circle is not painted with the gradient"); return }
        #expect(paints[2] == .color(Color.green.rgba))
    }
}
