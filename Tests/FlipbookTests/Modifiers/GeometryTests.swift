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

/// Article 004's TextTest1 in a geometry group: the group's width springs to the new text's.
private struct ChangingText: View {
    @State private var toggle = false
    var body: some View {
        VStack {
            Button("Toggle") { toggle.toggle() }
            Text(toggle ? "Hello" : "World!!").geometryGroup()
                .frame(width: 300, height: 300).animation(.smooth(duration: 1), value: toggle)
        }
    }
}

/// TextTest1 in a geometry group moving linearly, and a reader in a group growing 200 → 300.
private struct LinearGroups: View {
    @State private var toggle = false
    var body: some View {
        VStack(spacing: 0) {
            Button("Toggle") { toggle.toggle() }
            Text(toggle ? "Hello" : "World!!").geometryGroup()
                .frame(width: 300, height: 100).animation(.linear(duration: 1), value: toggle)
            GeometryReader { proxy in Text("\(Int(proxy.size.width))") }.geometryGroup()
                .frame(width: toggle ? 300 : 200, height: 40).animation(.linear(duration: 1), value: toggle)
        }
    }
}

/// The width `string` is wrapped at when drawn (nil: one line, unwrapped).
@MainActor
private func wrapWidth(of string: String, in graph: ViewGraph, at time: Double) -> Double?? {
    for item in graph.displayList(at: time).items {
        if case .text(let text) = item, text.layout.string == string { return .some(text.layout.width) }
        if case .group(let group) = item {
            for case .text(let text) in group.items where text.layout.string == string { return .some(text.layout.width) }
        }
    }
    return nil
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

    @Test func aGeometryGroupMovesItsContentWithItsAnimatedOrigin() throws {
        let graph = makeGraph(TopLeadingContent(grouped: true), size: CGSize(width: 400, height: 400))
        try graph.tap("Toggle", at: 0)
        let middle = graph.displayList(at: 0.5)
        #expect(middle.rect(ofShape: 0) == CGRect(x: 75, y: 92, width: 250, height: 250))
        #expect(middle.rect(ofShape: 1) == CGRect(x: 75, y: 92, width: 20, height: 20))
        let end = graph.displayList(at: 1.2)
        #expect(end.rect(ofShape: 1) == CGRect(x: 50, y: 67, width: 20, height: 20))
    }

    @Test func aViewRemovedInsideAGeometryGroupMovesWithTheGroup() throws {
        let graph = makeGraph(TopLeadingContent(grouped: true), size: CGSize(width: 400, height: 400))
        try graph.tap("Toggle", at: 0)
        _ = graph.displayList(at: 1.2)
        try graph.tap("Toggle", at: 2)
        // Half-way back to 200 × 200, the fading circle is still at the group's top-leading corner.
        let middle = graph.displayList(at: 2.5)
        #expect(middle.rect(ofShape: 0) == CGRect(x: 75, y: 92, width: 250, height: 250))
        #expect(middle.rect(ofShape: 1) == CGRect(x: 75, y: 92, width: 20, height: 20))
    }

    @Test func textInAnAnimatingGroupKeepsItsModelLayout() throws {
        // Fake metrics: "Hello" is 42.5 pt wide, "World!!" 59.5, centred in 300 from x 50: at
        // x 178.75 and 170.25, 179 and 170 on the pixel grid. Half-way back to "World!!", the
        // group's origin is half-way (174.5) and the text is laid out whole, at its own width, as
        // SwiftUI lays a group's content out at the group's model size.
        let graph = makeGraph(LinearGroups(), size: CGSize(width: 400, height: 400))
        try graph.tap("Toggle", at: 0)
        _ = graph.displayList(at: 1.2)
        try graph.tap("Toggle", at: 2)
        let middle = graph.displayList(at: 2.5)
        #expect(wrapWidth(of: "World!!", in: graph, at: 2.5) == .some(nil))
        #expect(middle.origin(ofText: "World!!").x == 174.5)
        #expect(graph.displayList(at: 3.2).origin(ofText: "World!!").x == 170)
    }

    @Test func textInASpringingGroupIsDrawnWholeEveryFrame() throws {
        // Article 004's TextTest1: the group springs from "Hello" (42.5 pt) back to "World!!"
        // (59.5 pt); on every frame the text is drawn on one line, unwrapped.
        let graph = makeGraph(ChangingText(), size: CGSize(width: 400, height: 400))
        try graph.tap("Toggle", at: 0)
        try graph.tap("Toggle", at: 3)
        for frame in 180...300 {
            #expect(wrapWidth(of: "World!!", in: graph, at: Double(frame) / 60) == .some(nil))
        }
    }

    @Test func contentInAnAnimatingGroupIsLaidOutAtTheGroupsModelSize() throws {
        // The reader grows 200 → 300 from x 100 to 50: half-way it reads its model width, 300, at
        // the group's animated origin, 75.
        let graph = makeGraph(LinearGroups(), size: CGSize(width: 400, height: 400))
        try graph.tap("Toggle", at: 0)
        let middle = graph.displayList(at: 0.5)
        #expect(middle.flattened.contains { $0.kind == "text:300" && $0.rect.minX == 75 })
        #expect(!middle.flattened.contains { $0.kind == "text:250" })
    }

    @Test func geometryReaderTakesTheOfferAndReportsItsFrame() {
        let graph = makeGraph(ReaderView(), size: CGSize(width: 300, height: 200))
        // The reader gets the 200 pt left by the blue column; its content sits at its top-leading corner.
        #expect(graph.displayList(at: 0).rect(ofShape: 1) == CGRect(x: 100, y: 0, width: 100, height: 100))
    }
}
