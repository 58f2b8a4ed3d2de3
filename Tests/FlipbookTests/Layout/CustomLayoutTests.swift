import Testing
@testable import Flipbook

/// A user-written layout: places its subviews on a diagonal, each at its ideal size,
/// and reports its own guide for `.center` as the middle of the first subview.
private struct Diagonal: Layout {
    var step: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let last = sizes.last ?? .zero
        let offset = step * CGFloat(max(subviews.count - 1, 0))
        return CGSize(width: offset + last.width, height: offset + last.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + step * CGFloat(index), y: bounds.minY + step * CGFloat(index)),
                          anchor: .topLeading, proposal: .unspecified)
        }
    }
}

/// A layout with a cache: it counts how often the cache was made.
private struct CountingRow: Layout {
    final class Counter { var made = 0 }
    let counter: Counter

    func makeCache(subviews: Subviews) -> [CGSize] {
        counter.made += 1
        return subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
        CGSize(width: cache.reduce(0) { $0 + $1.width }, height: cache.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
        var x = bounds.minX
        for (subview, size) in zip(subviews, cache) {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

@MainActor
@Suite struct CustomLayoutTests {
    @Test func aUserLayoutSizesAndPlacesItsSubviews() {
        let graph = makeGraph(Diagonal(step: 10) {
            Color.red.frame(width: 20, height: 20)
            Color.green.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }, size: CGSize(width: 100, height: 100))
        // 20 + 2 × 10 = 40 square, centred at (30, 30).
        let list = graph.displayList(at: 0)
        #expect((0..<3).map { list.rect(ofShape: $0) } == [CGRect(x: 30, y: 30, width: 20, height: 20),
                                                         CGRect(x: 40, y: 40, width: 20, height: 20),
                                                         CGRect(x: 50, y: 50, width: 20, height: 20)])
    }

    @Test func aLayoutCacheIsMadeOncePerContainer() {
        let counter = CountingRow.Counter()
        let graph = makeGraph(CountingRow(counter: counter) {
            Color.red.frame(width: 10, height: 30)
            Color.blue.frame(width: 20, height: 10)
        }, size: CGSize(width: 100, height: 100))
        let list = graph.displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 35, y: 35, width: 10, height: 30))
        #expect(list.rect(ofShape: 1) == CGRect(x: 45, y: 45, width: 20, height: 10))
        #expect(counter.made == 1)
    }

    @Test func builtInStackLayoutsCanBeUsedDirectly() {
        let graph = makeGraph(HStackLayout(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }, size: CGSize(width: 40, height: 10))
        #expect(graph.displayList(at: 0).rect(ofShape: 1) == CGRect(x: 20, y: 0, width: 10, height: 10))
    }
}
