import Testing
@testable import Flipbook

/// What an `onGeometryChange` action was given, in order.
@MainActor
private final class Seen<Value> {
    var values: [Value] = []
}

/// A bar whose width a button doubles, watched by `onGeometryChange`.
private struct Growing: View {
    let watch: (AnyView) -> AnyView
    @State private var wide = false
    var body: some View {
        VStack(spacing: 0) {
            Button("Grow") { wide = true }
            watch(AnyView(Color.red.frame(width: wide ? 200 : 100, height: 50)))
        }
    }
}

@MainActor
@Suite struct OnGeometryChangeTests {
    @Test func theActionRunsWithTheFirstValueThenOnEachChange() throws {
        let seen = Seen<CGFloat>()
        let graph = makeGraph(Growing { AnyView($0.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { seen.values.append($0) }) })
        #expect(seen.values == [100])
        // An update that leaves the width alone runs nothing.
        graph.update(at: 0.5)
        _ = graph.displayList(at: 0.5)
        #expect(seen.values == [100])
        try Tap("Grow", at: 1).perform(on: graph)
        graph.update(at: 1)
        #expect(seen.values == [100, 200])
    }

    @Test func theTwoValueFormGetsTheOldAndNewValues() throws {
        let seen = Seen<[CGFloat]>()
        let graph = makeGraph(Growing {
            AnyView($0.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in seen.values.append([old, new]) })
        })
        try Tap("Grow", at: 1).perform(on: graph)
        graph.update(at: 1)
        #expect(seen.values == [[100, 100], [100, 200]])
    }

    @Test func theProxyHasTheViewsFrame() {
        let seen = Seen<CGRect>()
        // 400 × 300 scene: the 100 × 50 view centred, below a 40-pt spacer in a 90-pt stack.
        _ = makeGraph(VStack(spacing: 0) {
            Color.clear.frame(width: 10, height: 40)
            Color.red.frame(width: 100, height: 50)
                .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { seen.values.append($0) }
        })
        #expect(seen.values == [CGRect(x: 150, y: 145, width: 100, height: 50)])
    }
}
