import Testing
@testable import Flipbook

/// Article 000's ImplicitAnimationNewVersionDemo: the colour (set inside the
/// scoped animation) animates, the scale (inside a scoped `animation = .none`) does not.
private struct NewVersionDemo: View {
    @State private var isActive = false
    @State private var scale = false
    var body: some View {
        VStack {
            Rectangle()
                .animation(.linear) { $0.foregroundStyle(isActive ? Color.red : Color.blue) }
                .frame(width: 200, height: 200)
                .transaction { $0.animation = .none } body: { $0.scaleEffect(scale ? 1.5 : 1) }
            Button("Change") {
                isActive.toggle()
                scale.toggle()
            }
        }
    }
}

/// Article 001's AnimationBugDemo: with `.animation(_:body:)` both opacity and
/// offset animate in Flipbook (SwiftUI dropped the offset animation: a bug).
private struct OffsetInScopeDemo: View {
    @State private var animate = false
    var body: some View {
        VStack {
            Color.red.frame(width: 20, height: 20)
                .animation(.linear) { $0.opacity(animate ? 1 : 0.2).offset(y: animate ? 0 : 100) }
            Button("Change") { animate.toggle() }
        }
    }
}

/// A scoped transaction leaves the content's own changes (its frame) to the upstream transaction.
private struct ContentKeepsUpstream: View {
    @State private var wide = false
    var body: some View {
        VStack {
            Color.red.frame(width: wide ? 100 : 50, height: 10)
                .animation(.linear) { $0.opacity(wide ? 0.5 : 1) }
            Button("Change") { wide.toggle() }
        }
    }
}

@MainActor
@Suite struct ScopedTransactionTests {
    @Test func scopedAnimationAppliesToModifiersInsideItsBody() throws {
        let graph = makeGraph(NewVersionDemo(), size: CGSize(width: 400, height: 400))
        try graph.tap("Change", at: 0)
        let middle = graph.displayList(at: 0.175)
        let drawn = middle.flattened[0]
        #expect(drawn.color != Color.red.rgba && drawn.color != Color.blue.rgba)
        guard case .group(let group) = middle.items[0] else { Issue.record("no scale group"); return }
        #expect(group.transform.a == 1.5)
    }

    @Test func effectsInsideTheScopeAnimateTogether() throws {
        let graph = makeGraph(OffsetInScopeDemo(), size: CGSize(width: 200, height: 200))
        let start = graph.displayList(at: 0).rect(ofShape: 0).minY
        try graph.tap("Change", at: 0)
        #expect(graph.displayList(at: 0.175).rect(ofShape: 0).minY == start - 50)
        #expect(graph.displayList(at: 0.4).rect(ofShape: 0).minY == start - 100)
    }

    @Test func theContentItselfKeepsTheUpstreamTransaction() throws {
        let graph = makeGraph(ContentKeepsUpstream(), size: CGSize(width: 200, height: 100))
        try graph.tap("Change", at: 0)
        #expect(graph.displayList(at: 0.1).rect(ofShape: 0).width == 100)
    }
}
