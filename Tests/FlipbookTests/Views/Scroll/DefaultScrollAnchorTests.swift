import Testing
@testable import Flipbook

@MainActor
@Suite struct DefaultScrollAnchorTests {
    private func rows(_ count: Int) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in Color.red.frame(height: 50) }
            }
        }
    }

    @Test func theBottomAnchorStartsScrolledToTheEnd() {
        // 10 rows of 50 in a 200-tall scroll view: scrolled by 300, the last row at the bottom.
        let graph = makeGraph(rows(10).defaultScrollAnchor(.bottom), size: CGSize(width: 100, height: 200))
        #expect(graph.displayList(at: 0).rect(ofShape: 9) == CGRect(x: 0, y: 150, width: 100, height: 50))
    }

    @Test func shortContentSitsAtTheAnchor() {
        let graph = makeGraph(rows(1).defaultScrollAnchor(.bottom), size: CGSize(width: 100, height: 200))
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 0, y: 150, width: 100, height: 50))
    }

    @Test func withoutAnAnchorTheContentStartsAtTheTop() {
        let graph = makeGraph(rows(10), size: CGSize(width: 100, height: 200))
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
    }
}
