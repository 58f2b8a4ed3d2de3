import Testing
@testable import Flipbook

@MainActor
@Suite struct AnyLayoutTests {
    private struct Switching: View {
        @State var isVertical = false
        var body: some View {
            let layout = isVertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            layout {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20)
            }
            .onAppear { withAnimation(.linear(duration: 1)) { isVertical = true } }
        }
    }

    @Test func itLaysOutAsTheLayoutItWraps() {
        let graph = makeGraph(AnyLayout(HStackLayout(spacing: 0)) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }, size: CGSize(width: 100, height: 100))
        let list = graph.displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 30, y: 40, width: 20, height: 20))
        #expect(list.rect(ofShape: 1) == CGRect(x: 50, y: 40, width: 20, height: 20))
    }

    @Test func switchingTheWrappedLayoutMovesTheSameViews() {
        let graph = makeGraph(Switching(), size: CGSize(width: 100, height: 100))
        // The views keep their identity, so they animate from the row to the column: half-way
        // at 0.5 s, in place at 1 s.
        graph.update(at: 0.5)
        #expect(graph.displayList(at: 0.5).rect(ofShape: 0) == CGRect(x: 35, y: 35, width: 20, height: 20))
        graph.update(at: 1)
        let list = graph.displayList(at: 1)
        #expect(list.rect(ofShape: 0) == CGRect(x: 40, y: 30, width: 20, height: 20))
        #expect(list.rect(ofShape: 1) == CGRect(x: 40, y: 50, width: 20, height: 20))
    }

    @Test func spacersFollowTheWrappedStacksAxis() {
        let graph = makeGraph(AnyLayout(VStackLayout(spacing: 0)) {
            Color.red.frame(width: 20, height: 20)
            Spacer()
        }, size: CGSize(width: 100, height: 100))
        // The spacer takes the height, so the square is at the top.
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 40, y: 0, width: 20, height: 20))
    }
}
