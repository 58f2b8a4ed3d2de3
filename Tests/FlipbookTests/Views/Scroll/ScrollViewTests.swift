import FlipbookDisplayList
import Testing
@testable import Flipbook

/// Ten 100 × 50 rows, 500 tall: taller than the 300-point scene.
private struct Rows: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach((0..<10).map { "row-\($0)" }, id: \.self) { id in
                Color(red: 0, green: 0, blue: Double(id.dropFirst(4))! / 10).frame(width: 100, height: 50)
            }
        }
    }
}

/// A chat as app code writes it: messages (50-pt bubbles, a view of their own; the seventh red)
/// at the bottom of a 200-pt scroll view with a typing row below them; "Send" appends a message
/// and ends the typing, and the change scrolls to the new message in the same handler.
private struct Chat: View {
    private struct Bubble: View {
        let message: Int
        var body: some View { (message == 7 ? Color.red : Color.gray).frame(height: 50) }
    }

    @State private var messages = Array(1...6)
    @State private var isTyping = true
    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(messages, id: \.self) { message in
                            Bubble(message: message).id(message)
                        }
                        if isTyping { Color.green.frame(height: 50).id("typing") }
                    }
                }
                .defaultScrollAnchor(.bottom)
                .onChange(of: messages) {
                    withAnimation { proxy.scrollTo(messages.last, anchor: .bottom) }
                }
            }
            .frame(height: 200)
            Button("Send") {
                messages.append(messages.count + 1)
                isTyping = false
            }
            .frame(height: 100)
        }
    }
}

/// A scroll view whose position follows a state binding.
private struct BoundPosition: View {
    @State var target: String?
    var body: some View {
        VStack(spacing: 0) {
            Button("Five") { withAnimation(.linear(duration: 1)) { target = "row-5" } }
            Button("Nowhere") { target = "row-42" }
            ScrollView { Rows() }.scrollPosition(id: $target, anchor: .top).frame(height: 200)
        }
    }
}

@MainActor
@Suite struct ScrollViewTests {
    private func shapes(_ graph: ViewGraph, at time: Double) -> [(rect: CGRect, color: RGBAColor)] {
        graph.displayList(at: time).flattened.filter { $0.kind == "shape" }.map { ($0.rect, $0.color) }
    }

    /// The indicator bars drawn (the only translucent shapes here).
    private func indicators(_ graph: ViewGraph, at time: Double) -> [CGRect] {
        shapes(graph, at: time).filter { $0.color.alpha < 1 }.map(\.rect)
    }

    @Test func verticalScrollViewTakesTheOfferedHeightAndItsContentsWidth() {
        let graph = makeGraph(ScrollView { Rows() })
        // Proposed 400 × 300: the content is proposed (400, nil) and takes 100 × 500; the scroll
        // view is as tall as offered and as wide as its content, centred by the root.
        #expect(graph.layoutDump(at: 0).hasPrefix("""
            ScrollView  (150, 0) 100×300
              VStackLayout  (150, 0) 100×500
            """))
        #expect(shapes(graph, at: 0).first?.rect == CGRect(x: 150, y: 0, width: 100, height: 50))
        #expect(indicators(graph, at: 0).isEmpty)
    }

    @Test func contentIsClippedToTheScrollView() {
        let graph = makeGraph(ScrollView { Rows() })
        #expect(graph.displayList(at: 0).firstClip == .rect(CGRect(x: 150, y: 0, width: 100, height: 300)))
    }

    @Test func horizontalScrollViewTakesTheOfferedWidthAndItsContentsHeight() {
        let graph = makeGraph(ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<6) { _ in Color.red.frame(width: 100, height: 40) } }
        })
        #expect(graph.layoutDump(at: 0).hasPrefix("""
            ScrollView  (0, 130) 400×40
              HStackLayout  (0, 130) 650×40
            """))
    }

    @Test func contentShorterThanTheScrollViewSitsAtTheTop() {
        let graph = makeGraph(ScrollView { Color.red.frame(width: 100, height: 50) }.frame(width: 300))
        // The frame offers 300 wide; the scroll view is 100 wide (its content's), centred by the frame.
        #expect(shapes(graph, at: 0).first?.rect == CGRect(x: 150, y: 0, width: 100, height: 50))
    }

    @Test func aFlexibleContentFillsTheWidth() {
        let graph = makeGraph(ScrollView { Color.red.frame(height: 50).frame(maxWidth: .infinity) })
        #expect(shapes(graph, at: 0).first?.rect == CGRect(x: 0, y: 0, width: 400, height: 50))
    }

    @Test func contentMarginsInsetTheContentAndLengthenTheScroll() throws {
        let graph = makeGraph(ScrollView { Rows() }.contentMargins(.vertical, 20)
            .contentMargins(.horizontal, 10, for: .scrollContent))
        #expect(graph.layoutDump(at: 0).hasPrefix("""
            ScrollView  (140, 0) 120×300
              VStackLayout  (150, 20) 100×500
            """))
        // 20 + 500 + 20 in 300: the last row ends 20 above the bottom when scrolled to the end.
        try Scroll(toEdge: .bottom, at: 0, animation: nil).perform(on: graph)
        #expect(shapes(graph, at: 0)[9].rect.maxY == 280)
    }

    @Test func scrollEventMovesTheContentClampedToItsEnd() throws {
        let graph = makeGraph(ScrollView { Rows() })
        try Scroll(toY: 120, at: 0, animation: nil).perform(on: graph)
        #expect(shapes(graph, at: 0).first?.rect == CGRect(x: 150, y: -120, width: 100, height: 50))
        try Scroll(byY: 1000, at: 0.1, animation: nil).perform(on: graph)
        // 500 of content in 300: the offset stops at 200.
        #expect(shapes(graph, at: 0.1).first?.rect == CGRect(x: 150, y: -200, width: 100, height: 50))
        try Scroll(toEdge: .top, at: 0.2, animation: nil).perform(on: graph)
        #expect(shapes(graph, at: 0.2).first?.rect == CGRect(x: 150, y: 0, width: 100, height: 50))
    }

    @Test func scrollingReusesEveryBody() throws {
        let graph = makeGraph(ScrollView { Rows() })
        let evaluations = graph.bodyEvaluationCount
        try Scroll(toY: 120, at: 0, animation: .linear(duration: 1)).perform(on: graph)
        _ = graph.displayList(at: 0.5)
        #expect(graph.bodyEvaluationCount == evaluations)
    }

    @Test func animatedScrollShowsIndicatorsThenFadesThem() throws {
        let graph = makeGraph(ScrollView { Rows() })
        try Scroll(toY: 120, at: 0, animation: .linear(duration: 1)).perform(on: graph)
        // Half way: offset 60 of at most 200.
        #expect(shapes(graph, at: 0.5).first?.rect == CGRect(x: 150, y: -60, width: 100, height: 50))
        // Track 300 − 2 × 3 = 294; bar 294 × 300 / 500 = 176.4 long, at 3 + 0.3 × (294 − 176.4).
        let bar = try #require(indicators(graph, at: 0.5).first)
        #expect(bar.minX == 244 && bar.width == 3)
        #expect(abs(bar.minY - 38.28) < 1e-9 && abs(bar.height - 176.4) < 1e-9)
        // First drawn at rest at 1.1 s: fading for 0.25 s from then, then gone.
        #expect(indicators(graph, at: 1.1).count == 1)
        #expect(indicators(graph, at: 1.3).count == 1)
        #expect(indicators(graph, at: 1.4).isEmpty)
    }

    @Test func hiddenIndicatorsAreNeverDrawn() throws {
        let graph = makeGraph(ScrollView(showsIndicators: false) { Rows() })
        try Scroll(toY: 120, at: 0, animation: .linear(duration: 1)).perform(on: graph)
        #expect(indicators(graph, at: 0.5).isEmpty)
    }

    @Test func scrollToAnIDBringsTheRowToTheAnchor() throws {
        let graph = makeGraph(ScrollView { Rows() })
        try Scroll(to: "row-3", anchor: .top, at: 0, animation: nil).perform(on: graph)
        #expect(shapes(graph, at: 0)[3].rect.minY == 0)
        // Row 5's top would need an offset of 250: the offset stops at 200.
        try Scroll(to: "row-5", anchor: .top, at: 0.05, animation: nil).perform(on: graph)
        #expect(shapes(graph, at: 0.05)[5].rect.minY == 50)
        // With no anchor, the least scrolling that shows it: row 7 (350…400) ends at the bottom.
        try Scroll(toEdge: .top, at: 0.1, animation: nil).perform(on: graph)
        try Scroll(to: "row-7", at: 0.2, animation: nil).perform(on: graph)
        #expect(shapes(graph, at: 0.2)[7].rect.maxY == 300)
    }

    @Test func aMissingScrollTargetIsOneLineNamingIt() {
        let graph = makeGraph(ScrollView { Rows() })
        #expect {
            try Scroll(to: "row-42", at: 0).perform(on: graph)
        } throws: { error in
            "\(error)" == "scrollTo(row-42): no view with id row-42 in a scroll view (ids there: row-0, row-1, row-2, "
                + "row-3, row-4, row-5, row-6, row-7, …); give the view .id(row-42)"
        }
    }

    @Test func scrollViewProxyScrollsInTheTransactionInForce() throws {
        let graph = makeGraph(ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Go") { withAnimation(.linear(duration: 1)) { proxy.scrollTo("row-5", anchor: .top) } }
                ScrollView { Rows() }.frame(height: 200)
            }
        })
        let top = shapes(graph, at: 0)[0].rect.minY
        try graph.tap("Go", at: 0)
        // Row 5 starts 250 down; the offset animates from 0 to 250 over a second.
        #expect(shapes(graph, at: 0.5)[0].rect.minY == top - 125)
        #expect(shapes(graph, at: 1)[0].rect.minY == top - 250)
    }

    /// The view with the id is found though its identity runs on past the id (through its body).
    @Test func aProxyScrollsToAViewTheSameChangeAdded() throws {
        let graph = makeGraph(Chat())
        // Six messages and the typing row, 350 tall, rest at the bottom: the typing row shows at 150…200.
        #expect(graph.shapes(in: .green, at: 0) == [CGRect(x: 0, y: 150, width: 400, height: 50)])
        try graph.tap("Send", at: 0)
        try graph.checkForErrors()
        // Message 7 takes the typing row's place; the scroll brings its bottom to the scroll view's.
        #expect(graph.shapes(in: .red, at: 2) == [CGRect(x: 0, y: 150, width: 400, height: 50)])
    }

    @Test func aProxyScrollToAMissingIDFailsTheRender() throws {
        let graph = makeGraph(ScrollViewReader { proxy in
            VStack {
                Button("Go") { proxy.scrollTo(99) }
                ScrollView { Color.red.frame(width: 10, height: 10).id(1) }
            }
        })
        try graph.tap("Go", at: 0)
        #expect(throws: RenderError.unknownScrollTarget(id: "99", known: ["1"])) { try graph.checkForErrors() }
    }

    @Test func scrollPositionScrollsToTheBoundIDInItsTransaction() throws {
        let graph = makeGraph(BoundPosition())
        let top = shapes(graph, at: 0)[0].rect.minY
        try graph.tap("Five", at: 0)
        #expect(shapes(graph, at: 0.5)[0].rect.minY == top - 125)
        #expect(shapes(graph, at: 1)[0].rect.minY == top - 250)
        try graph.tap("Nowhere", at: 1)
        #expect(throws: RenderError.unknownScrollTarget(id: "row-42", known: (0..<10).map { "row-\($0)" })) {
            try graph.checkForErrors()
        }
    }

    @Test func anOffsetWithSeveralScrollViewsAsksWhichOne() {
        let graph = makeGraph(HStack { ScrollView { Rows() }; ScrollView { Rows() } })
        #expect {
            try Scroll(toY: 10, at: 0).perform(on: graph)
        } throws: { error in
            "\(error)" == "Scroll(toY: 10.0, at: 0.0): 2 scroll views scroll vertically; name one with in: (an id it has or holds)"
        }
        let named = makeGraph(HStack { ScrollView { Rows() }; ScrollView { Rows() }.id("second") })
        #expect(throws: Never.self) { try Scroll(toY: 10, in: "second", at: 0, animation: nil).perform(on: named) }
        // The second column's first row moved up; the first column's did not.
        #expect(shapes(named, at: 0).map(\.rect.minY).filter { $0 == -10 }.count == 1)
    }
}

extension DisplayList {
    /// The clip of the first clipping group, depth first.
    var firstClip: PathData? {
        func find(_ items: [DisplayItem]) -> PathData? {
            for case .group(let group) in items {
                if let clip = group.clip { return clip }
                if let inner = find(group.items) { return inner }
            }
            return nil
        }
        return find(items)
    }
}
