import Testing
@testable import Flipbook

/// Article 004's TopLeadingTest1: a circle inserted at the top-leading corner
/// of a view whose frame grows in the same animated change.
private struct TopLeadingTest: View {
    let show: Bool
    var body: some View {
        Color.red.overlay(alignment: .topLeading) {
            if show { Circle().fill(.yellow).frame(width: 20, height: 20) }
        }
    }
}

private struct TopLeadingContent: View {
    let grouped: Bool
    @State private var toggle = false
    var size: CGFloat { toggle ? 300 : 200 }
    var body: some View {
        VStack {
            Button("Toggle") { toggle.toggle() }
            if grouped {
                TopLeadingTest(show: toggle).geometryGroup()
                    .frame(width: size, height: size).animation(.linear(duration: 1), value: toggle)
            } else {
                TopLeadingTest(show: toggle)
                    .frame(width: size, height: size).animation(.linear(duration: 1), value: toggle)
            }
        }
    }
}

private struct ReaderView: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.blue.frame(width: 100)
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: proxy.frame(in: .named("root")).minX)
            }
        }
        .coordinateSpace(name: "root")
    }
}

@MainActor
@Suite struct GeometryTests {
    // The content sits 12.35 pt below the "Toggle" button's text (text to a plain view below it,
    // fake metrics) rather than 8: the centred stack puts it 2.175 pt lower, 2 after rounding.
    @Test func withoutAGroupTheInsertedViewStartsAtItsFinalPlace() throws {
        let graph = makeGraph(TopLeadingContent(grouped: false), size: CGSize(width: 400, height: 400))
        try graph.tap("Toggle", at: 0)
        let middle = graph.displayList(at: 0.5)
        #expect(middle.rect(ofShape: 0) == CGRect(x: 75, y: 92, width: 250, height: 250))
        #expect(middle.rect(ofShape: 1) == CGRect(x: 50, y: 67, width: 20, height: 20))
    }

    @Test func aGeometryGroupHandsItsAnimatedFrameToItsContent() throws {
        let graph = makeGraph(TopLeadingContent(grouped: true), size: CGSize(width: 400, height: 400))
        try graph.tap("Toggle", at: 0)
        let middle = graph.displayList(at: 0.5)
        #expect(middle.rect(ofShape: 0) == CGRect(x: 75, y: 92, width: 250, height: 250))
        #expect(middle.rect(ofShape: 1) == CGRect(x: 75, y: 92, width: 20, height: 20))
        let end = graph.displayList(at: 1.2)
        #expect(end.rect(ofShape: 1) == CGRect(x: 50, y: 67, width: 20, height: 20))
    }

    @Test func geometryReaderTakesTheOfferAndReportsItsFrame() {
        let graph = makeGraph(ReaderView(), size: CGSize(width: 300, height: 200))
        // The reader gets the 200 pt left by the blue column; its content sits at its top-leading corner.
        #expect(graph.displayList(at: 0).rect(ofShape: 1) == CGRect(x: 100, y: 0, width: 100, height: 100))
    }
}
