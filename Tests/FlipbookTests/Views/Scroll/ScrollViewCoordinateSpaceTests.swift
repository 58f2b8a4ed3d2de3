import Testing
@testable import Flipbook

/// A 100-wide reader after a 100-wide view in a horizontal scroll view 20 pt from the leading
/// edge and 30 pt below the top of a view named "page": the reader draws a red view as wide as
/// its x in the asked space and as tall as its y in "page".
private struct ShelfReader: View {
    let space: CoordinateSpace
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 50)
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.frame(in: space).minX, height: proxy.frame(in: .named("page")).minY)
                }
                .frame(width: 100, height: 50)
            }
        }
        .frame(height: 50)
        .padding(.leading, 20)
        .padding(.top, 30)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .coordinateSpace(name: "page")
    }
}

@MainActor
@Suite struct ScrollViewCoordinateSpaceTests {
    @Test func aFrameInTheScrollViewSpaceIsMeasuredFromTheScrollViewsFrame() {
        let graph = makeGraph(ShelfReader(space: .scrollView(axis: .horizontal)))
        // The reader sits at x 120 in the scene, 100 in the scroll view; y 30 in "page", named
        // outside the scroll view.
        #expect(graph.shapes(in: .red, at: 0) == [CGRect(x: 120, y: 30, width: 100, height: 30)])
    }

    @Test func theUnaxedSpaceIsTheNearestScrollView() {
        let graph = makeGraph(ShelfReader(space: .scrollView))
        #expect(graph.shapes(in: .red, at: 0) == [CGRect(x: 120, y: 30, width: 100, height: 30)])
    }

    @Test func aScrollViewAlongTheOtherAxisIsNoSuchSpace() {
        // No vertical scroll view encloses the reader: the space is unknown and measures from the
        // scene's origin, as an unknown named space does.
        let graph = makeGraph(ShelfReader(space: .scrollView(axis: .vertical)))
        #expect(graph.shapes(in: .red, at: 0) == [CGRect(x: 120, y: 30, width: 120, height: 30)])
    }

    @Test func aVisualEffectReadsItsFrameInTheScrollView() {
        let graph = makeGraph(ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<2, id: \.self) { _ in
                    Color.red.frame(width: 100, height: 50)
                        .visualEffect { content, proxy in
                            content.offset(y: proxy.frame(in: .scrollView).minX / 10)
                        }
                }
            }
        }, size: CGSize(width: 200, height: 100))
        // Each red view is pushed down a tenth of its x in the scroll view: 0 and 10; the scroll
        // view (200 × 50) is centred in the scene, 25 pt down.
        #expect(graph.shapes(in: .red, at: 0).map(\.minY) == [25, 35])
    }
}
