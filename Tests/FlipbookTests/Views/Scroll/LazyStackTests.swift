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
    @Test func aLazyVStackPinsItsSectionHeadersWhenAsked() throws {
        func stack(_ pinned: PinnedScrollableViews) -> some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: pinned) {
                    ForEach(["A", "B"], id: \.self) { name in
                        Section {
                            ForEach(0..<10, id: \.self) { Text("\(name)\($0)").frame(height: 50) }
                        } header: {
                            Text(name).frame(height: 30)
                        }
                    }
                }
            }
        }
        // A's header is 0…30, its rows 30…530; B's header 530…560. A text is 21.25 tall, centred
        // (4.375 down), its origin drawn on a whole pixel.
        let graph = makeGraph(stack(.sectionHeaders))
        try Scroll(toY: 100, at: 0, animation: nil).perform(on: graph)
        #expect(graph.displayList(at: 0).origin(ofText: "A").y == 4)
        // A0: 30 − 100 + 14.375.
        #expect(graph.displayList(at: 0).origin(ofText: "A0").y == -56)
        // B's header pushes A's up: A's ends where its section does (530), 20 below the top:
        // A at 500 − 510 + 4.375, B at 530 − 510 + 4.375.
        try Scroll(toY: 510, at: 0.1, animation: nil).perform(on: graph)
        #expect(graph.displayList(at: 0.1).origin(ofText: "A").y == -6)
        #expect(graph.displayList(at: 0.1).origin(ofText: "B").y == 24)
        // Unpinned, headers scroll with their rows: 4.375 − 100.
        let plain = makeGraph(stack([]))
        try Scroll(toY: 100, at: 0, animation: nil).perform(on: plain)
        #expect(plain.displayList(at: 0).origin(ofText: "A").y == -96)
    }
}
