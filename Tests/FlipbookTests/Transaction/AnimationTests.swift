import Testing
@testable import Flipbook

private struct SlidingText: View {
    @State private var moved = false
    var body: some View {
        VStack(spacing: 24) {
            Text("Hello").font(.largeTitle)
                .offset(x: moved ? 100 : -100)
                .animation(.linear, value: moved)
            Button("Move") { moved.toggle() }
        }
    }
}

private struct GrowingRectangle: View {
    @State private var isTall = false
    var body: some View {
        VStack {
            Text("Hello World")
            Rectangle().fill(.cyan).frame(width: 200, height: isTall ? 160 : 60)
            Button("Grow") { withAnimation(.easeInOut) { isTall.toggle() } }
        }
    }
}

private struct TwoValues: View {
    @State private var a = false
    @State private var b = false
    var body: some View {
        VStack {
            Color.red.frame(width: 10, height: 10).offset(x: a ? 100 : 0).animation(.linear, value: a)
            Color.blue.frame(width: 10, height: 10).offset(x: b ? 100 : 0).animation(.linear, value: a)
            Button("A") { a.toggle() }
            Button("B") { b.toggle() }
        }
    }
}

/// Article 000's ImplicitAnimationBugDemo with the modifier placed as the article fixes it,
/// and with offset: the colour animates, the offset does not.
private struct PlacementDemo: View {
    @State private var isActive = false
    @State private var moved = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(isActive ? .red : .blue)
                .animation(.linear, value: isActive)
                .frame(width: 100, height: 100)
                .offset(x: moved ? 50 : 0)
                .animation(nil, value: moved)
            Button("Change") {
                isActive.toggle()
                moved.toggle()
            }
        }
    }
}

@MainActor
@Suite struct AnimationTests {
    @Test func implicitAnimationSlidesTheOffsetLinearly() throws {
        let graph = makeGraph(SlidingText(), size: CGSize(width: 400, height: 200))
        // "Hello" at 34 pt is 85 × 42.5 (fake metrics); the stack is centred: x 157.5 → 158.
        #expect(graph.displayList(at: 0).origin(ofText: "Hello").x == 58)
        try graph.tap("Move", at: 0.25)
        #expect(graph.displayList(at: 0.25).origin(ofText: "Hello").x == 58)
        #expect(graph.displayList(at: 0.425).origin(ofText: "Hello").x == 158)
        #expect(graph.displayList(at: 0.6).origin(ofText: "Hello").x == 258)
        #expect(graph.displayList(at: 1).origin(ofText: "Hello").x == 258)
    }

    @Test func explicitAnimationMovesEveryViewWhoseLayoutChanged() throws {
        let graph = makeGraph(GrowingRectangle())
        // Text asks for 12.35 pt to the rectangle below it and the rectangle 7.25 pt to the
        // button's text (fake metrics: ascent 17, descent 4.25, cap height 11.9; texts 21.25 tall,
        // 22 on the pixel grid): 22 + 12.35 + 60 + 7.25 + 22 = 123.6 tall → top 88.2; after: 223.6 → top 38.2.
        #expect(graph.displayList(at: 0).origin(ofText: "Hello World").y == 88)
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 100, y: 123, width: 200, height: 60))
        try graph.tap("Grow", at: 0.25)
        let middle = graph.displayList(at: 0.425)   // easeInOut(0.5) = 0.5
        #expect(middle.origin(ofText: "Hello World").y == 63)
        #expect(middle.rect(ofShape: 0) == CGRect(x: 100, y: 98, width: 200, height: 110))
        let end = graph.displayList(at: 0.7)
        #expect(end.origin(ofText: "Hello World").y == 38)
        #expect(end.rect(ofShape: 0) == CGRect(x: 100, y: 73, width: 200, height: 160))
    }

    @Test func bodiesAreNotEvaluatedBetweenStateChanges() throws {
        let graph = makeGraph(GrowingRectangle())
        try graph.tap("Grow", at: 0)
        let evaluations = graph.bodyEvaluationCount
        for frame in 0..<60 { _ = graph.displayList(at: Double(frame) / 60) }
        #expect(graph.bodyEvaluationCount == evaluations)
    }

    @Test func animationWithValueIgnoresChangesOfOtherValues() throws {
        let graph = makeGraph(TwoValues())
        let start = graph.displayList(at: 0)
        try graph.tap("B", at: 0)
        // b changed but the modifier watches a: the blue offset jumps.
        #expect(graph.displayList(at: 0.1).rect(ofShape: 1).minX == start.rect(ofShape: 1).minX + 100)
        try graph.tap("A", at: 1)
        #expect(graph.displayList(at: 1.175).rect(ofShape: 0).minX == start.rect(ofShape: 0).minX + 50)
    }

    @Test func eachAttributeTakesTheTransactionOfTheNearestModifierAboveIt() throws {
        let graph = makeGraph(PlacementDemo())
        let start = graph.displayList(at: 0).flattened[0]
        try graph.tap("Change", at: 0)
        let middle = graph.displayList(at: 0.175).flattened[0]
        // The offset is not animated (animation(nil, value: moved) above it)…
        #expect(middle.rect.minX == start.rect.minX + 50)
        // …while the fill, under animation(.linear, value: isActive), is half-way.
        #expect(middle.color != Color.red.rgba && middle.color != Color.blue.rgba)
        #expect(graph.displayList(at: 0.36).flattened[0].color == Color.red.rgba)
    }

    @Test func disablesAnimationsKeepsImplicitAnimationsOutButAnimatesWithTheTransactionsOwn() throws {
        // The transaction's linear second is used: half-way at 0.5 s (the modifier's .linear, 0.35 s,
        // would have finished), from x = 58 to 258.
        let animated = makeGraph(SlidingText(), size: CGSize(width: 400, height: 200))
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.disablesAnimations = true
        try animated.perform(at: 0) {
            try withTransaction(transaction) { try animated.tap("Move", at: 0) }
        }
        #expect(animated.displayList(at: 0.5).origin(ofText: "Hello").x == 158)
        #expect(animated.displayList(at: 1).origin(ofText: "Hello").x == 258)
        // With no animation of its own the change is immediate: the modifier adds none.
        let immediate = makeGraph(SlidingText(), size: CGSize(width: 400, height: 200))
        var none = Transaction(animation: nil)
        none.disablesAnimations = true
        try immediate.perform(at: 0) {
            try withTransaction(none) { try immediate.tap("Move", at: 0) }
        }
        #expect(immediate.displayList(at: 0.1).origin(ofText: "Hello").x == 258)
    }

    @Test func unknownTapLabelNamesTheButtonsOnScreen() {
        let graph = makeGraph(SlidingText())
        #expect(throws: RenderError.unknownTapLabel("Go", known: ["Move"])) { try graph.tap("Go", at: 0) }
        #expect(RenderError.unknownTapLabel("Go", known: ["Move"]).description
            == "no button or tap gesture labelled \"Go\" to tap (tap targets on screen: \"Move\")")
    }
}

@Suite struct UnitCurveBezierTests {
    @Test func aBezierFromUnitPointsIsTheSameCurveAsTheBuiltInOne() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
        #expect(curve == .easeInOut)
        #expect(curve.value(at: 0.5) == 0.5)
        #expect(AnimationCompletionCriteria.logicallyComplete != .removed)
    }
}
