import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A transition resolved through `inner`'s `Transition` body: the view path, to compare a
/// built-in's body with the effect the graph draws for it.
private struct ThroughBody<Inner: Transition>: Transition {
    let inner: Inner
    func body(content: Content, phase: TransitionPhase) -> some View {
        inner.body(content: PlaceholderContentView<Inner>(content: content, upstream: nil), phase: phase)
    }
}

private struct Shown: View {
    @State private var shown = false
    let transition: AnyTransition
    var body: some View {
        HStack {
            if shown { Color.red.frame(width: 20, height: 40).transition(transition) }
            Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
        }
    }
}

/// The red view (the only 20 × 40 one) a quarter and half way through its insertion (toggled
/// at 0) and its removal (toggled at 2).
@MainActor private func redMidway(_ transition: AnyTransition) throws -> [MotionSample.Leaf?] {
    let graph = makeGraph(Shown(transition: transition))
    func red(at time: Double) -> MotionSample.Leaf? {
        graph.update(at: time)
        _ = graph.displayList(at: time)
        return graph.motionSample(at: time).leaves.first { $0.frame.size == CGSize(width: 20, height: 40) }
    }
    try graph.tap("Toggle", at: 0)
    let inserting = [red(at: 0.25), red(at: 0.5)]
    try graph.tap("Toggle", at: 2)
    return inserting + [red(at: 2.25), red(at: 2.5)]
}

/// Whether `transition`'s body draws what its effect draws, at every sample (to 1e-9).
@MainActor private func bodyMatchesEffect<T: Transition & DrawnTransition>(_ transition: T) throws -> Bool {
    let drawn = try redMidway(AnyTransition(transition))
    let viaBody = try redMidway(AnyTransition(ThroughBody(inner: transition)))
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
    return drawn.count == viaBody.count && zip(drawn, viaBody).allSatisfy { pair in
        guard let a = pair.0, let b = pair.1 else { return false }
        let (s, t) = (a.transform, b.transform)
        return a.frame == b.frame && close(a.opacity, b.opacity) && close(s.a, t.a) && close(s.b, t.b)
            && close(s.c, t.c) && close(s.d, t.d) && close(s.tx, t.tx) && close(s.ty, t.ty)
    }
}

/// Built-in transitions are `Transition` values; the graph draws them from their effect, and
/// their bodies, resolved as views, draw the same.
@MainActor
@Suite struct BuiltInTransitionTests {
    @Test func opacityBodyDrawsItsEffect() throws { #expect(try bodyMatchesEffect(OpacityTransition())) }
    @Test func scaleBodyDrawsItsEffect() throws { #expect(try bodyMatchesEffect(ScaleTransition(0.5, anchor: .topLeading))) }
    @Test func offsetBodyDrawsItsEffect() throws { #expect(try bodyMatchesEffect(OffsetTransition(CGSize(width: 30, height: -10)))) }
    @Test func moveBodyDrawsItsEffect() throws { #expect(try bodyMatchesEffect(MoveTransition(edge: .bottom))) }
    @Test func slideBodyDrawsItsEffect() throws { #expect(try bodyMatchesEffect(SlideTransition())) }
    @Test func pushBodyDrawsItsEffect() throws { #expect(try bodyMatchesEffect(PushTransition(edge: .top))) }

    @Test func halfwayValuesOfTheDrawnTransitions() throws {
        // Inserting a 20 × 40 view, half way: half the move, half the opacity.
        let move = try redMidway(AnyTransition(MoveTransition(edge: .bottom)))[1]
        #expect(move?.transform.ty == 20)
        let push = try redMidway(AnyTransition(PushTransition(edge: .top)))
        #expect(push[1]?.transform.ty == -20)
        #expect(push[1]?.opacity == 0.5)
        // Removal leaves toward the opposite edge.
        #expect(push[3]?.transform.ty == 20)
    }

    @Test func drawnInsertionTakesOneUpdateRoundWhereTheBodyTakesTwo() throws {
        // Why the built-ins keep their drawn path: resolving the view in each phase costs an
        // update round per insertion (`willAppear`, then `identity`).
        func rounds(_ transition: AnyTransition) throws -> Int {
            let graph = makeGraph(Shown(transition: transition))
            let before = graph.updateCount
            try graph.tap("Toggle", at: 0)
            return graph.updateCount - before
        }
        #expect(try rounds(AnyTransition(OpacityTransition())) == 1)
        #expect(try rounds(AnyTransition(ThroughBody(inner: OpacityTransition()))) == 2)
    }

    @Test func identityInsertsAndRemovesTheViewAtOnce() throws {
        let graph = makeGraph(Shown(transition: AnyTransition(IdentityTransition())))
        func redShapes(at time: Double) -> Int {
            graph.displayList(at: time).flattened.filter { $0.rect.size == CGSize(width: 20, height: 40) }.count
        }
        try graph.tap("Toggle", at: 0)
        #expect(redShapes(at: 0) == 1)
        try graph.tap("Toggle", at: 2)
        #expect(redShapes(at: 2) == 0)
    }
}
