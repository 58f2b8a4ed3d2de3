import Testing
@testable import Flipbook

@MainActor
@Suite struct LazyStackTests {
    private func rects(_ graph: ViewGraph) -> [CGRect] {
        graph.displayList(at: 0).flattened.filter { $0.kind == "shape" }.map(\.rect)
    }

    @Test func lazyVStackStacksAsAVStackButTakesTheOfferedWidth() {
        let rows = { (alignment: HorizontalAlignment) in
            ScrollView {
                LazyVStack(alignment: alignment, spacing: 10) {
                    Color.red.frame(width: 100, height: 50)
                    Color.blue.frame(width: 60, height: 50)
                }
            }
        }
        #expect(makeGraph(rows(.center)).layoutDump(at: 0).hasPrefix("""
            ScrollView  (0, 0) 400×300
              LazyStackLayout<VStackLayout>  (0, 0) 400×110
            """))
        #expect(rects(makeGraph(rows(.center))) == [CGRect(x: 150, y: 0, width: 100, height: 50),
                                                    CGRect(x: 170, y: 60, width: 60, height: 50)])
        #expect(rects(makeGraph(rows(.leading))) == [CGRect(x: 0, y: 0, width: 100, height: 50),
                                                     CGRect(x: 0, y: 60, width: 60, height: 50)])
        #expect(rects(makeGraph(rows(.trailing))) == [CGRect(x: 300, y: 0, width: 100, height: 50),
                                                      CGRect(x: 340, y: 60, width: 60, height: 50)])
    }

    @Test func lazyHStackTakesTheOfferedHeight() {
        let graph = makeGraph(ScrollView(.horizontal) {
            LazyHStack(alignment: .top) {
                Color.red.frame(width: 100, height: 50)
                Color.blue.frame(width: 100, height: 80)
            }
        })
        #expect(rects(graph) == [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 108, y: 0, width: 100, height: 80)])
    }

    @Test func withoutAProposalALazyStackIsItsStacksSize() {
        let graph = makeGraph(LazyVStack { Color.red.frame(width: 100, height: 50) }.fixedSize())
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 100, height: 50))
    }
}
