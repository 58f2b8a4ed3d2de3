import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Article 003: `.transition` is not distributed into a container's children, except through
/// `Group` and `ForEach`.
@MainActor
@Suite struct TransitionDistributionTests {
    private struct Items: View {
        @State private var items = [0]
        var body: some View {
            VStack {
                Button("Add") { withAnimation(.linear(duration: 1)) { items.append(1) } }
                HStack {
                    ForEach(items, id: \.self) { _ in Color.red.frame(width: 20, height: 20) }
                        .transition(.scale(scale: 0.5))
                }
            }
        }
    }

    private struct Grouped: View {
        @State private var shown = false
        var body: some View {
            VStack {
                Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
                Group {
                    if shown { Color.red.frame(width: 20, height: 20) }
                }
                .transition(.scale(scale: 0.5))
            }
        }
    }

    private struct Stacked: View {
        @State private var shown = false
        var body: some View {
            VStack {
                Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
                ZStack {
                    if shown { Color.red.frame(width: 20, height: 20) }
                }
                .transition(.scale(scale: 0.5))
            }
        }
    }

    /// The scale of the group the inserted square is drawn in, halfway through.
    private func insertedScale(_ list: DisplayList) -> Double? {
        var scales: [Double] = []
        func visit(_ items: [DisplayItem], _ scale: Double?) {
            for item in items {
                switch item {
                case .group(let group): visit(group.items, group.transform.a)
                case .shape(let shape) where shape.paint == .color(Color.red.rgba): scales.append(scale ?? 1)
                default: break
                }
            }
        }
        visit(list.items, nil)
        return scales.last
    }

    @Test func forEachDistributesItsTransitionToItems() throws {
        let graph = makeGraph(Items())
        try graph.tap("Add", at: 0)
        graph.update(at: 0.5)
        #expect(insertedScale(graph.displayList(at: 0.5)) == 0.75)
    }

    @Test func groupDistributesItsTransitionToItsContent() throws {
        let graph = makeGraph(Grouped())
        try graph.tap("Show", at: 0)
        graph.update(at: 0.5)
        #expect(insertedScale(graph.displayList(at: 0.5)) == 0.75)
    }

    @Test func otherContainersDoNotDistributeIt() throws {
        let graph = makeGraph(Stacked())
        try graph.tap("Show", at: 0)
        graph.update(at: 0.5)
        // The square fades in (the default transition); the ZStack's scale does not apply.
        #expect(insertedScale(graph.displayList(at: 0.5)) == 1)
    }
}
