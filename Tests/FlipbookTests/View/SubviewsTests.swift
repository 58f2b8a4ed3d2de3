import Testing
@testable import Flipbook

extension ContainerValues {
    @Entry var stripeColor: Color = .gray
}

/// iOS 18 custom containers: `ForEach(subviews:)`, `Group(subviews:)` and container values.
@MainActor
@Suite struct SubviewsTests {
    /// A container giving each subview a 100×20 frame on its `stripeColor`.
    private struct Stripes<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack(spacing: 0) {
                ForEach(subviews: content) { subview in
                    subview
                        .frame(width: 100, height: 20)
                        .background(subview.containerValues.stripeColor)
                }
            }
        }
    }

    private struct Letters: View {
        var body: some View {
            Text("a")
            ForEach(["b", "c"], id: \.self) { letter in
                Text(letter).containerValue(\.stripeColor, .blue)
            }
        }
    }

    private func texts(_ graph: ViewGraph) -> [String] {
        graph.displayList(at: 0).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func forEachSubviewsPlacesEachViewOfTheContentWithItsContainerValue() {
        let graph = makeGraph(Stripes { Letters() })
        // Three 20 pt rows in a 100×60 stack centred in 400×300.
        #expect(graph.shapes(in: .gray, at: 0) == [CGRect(x: 150, y: 120, width: 100, height: 20)])
        #expect(graph.shapes(in: .blue, at: 0) == [CGRect(x: 150, y: 140, width: 100, height: 20),
                                                    CGRect(x: 150, y: 160, width: 100, height: 20)])
        #expect(texts(graph) == ["a", "b", "c"])
    }

    @Test func groupSubviewsCountsAndPicksSubviews() {
        let view = Group(subviews: Letters()) { subviews in
            VStack(spacing: 0) {
                Text("\(subviews.count)")
                subviews[2]
                subviews[0..<2]
            }
        }
        #expect(texts(makeGraph(view)) == ["3", "c", "a", "b"])
    }

    @Test func aContainerValueDefaultsUntilSetAndTheOutermostWins() {
        var values = ContainerValues()
        #expect(values.stripeColor == .gray)
        values.stripeColor = .red
        #expect(values.stripeColor == .red)
        let view = Group(subviews: Text("x").containerValue(\.stripeColor, .blue).containerValue(\.stripeColor, .green)) { subviews in
            ForEach(subviews) { subview in
                subview.background(subview.containerValues.stripeColor)
            }
        }
        #expect(makeGraph(view).shapes(in: .green, at: 0).count == 1)
    }
}
