import Testing
@testable import Flipbook
import FlipbookDisplayList

private struct Toggled<Content: View>: View {
    @State private var shown = false
    let animation: Animation?
    @ViewBuilder let content: () -> Content
    var body: some View {
        VStack(spacing: 0) {
            Button("Toggle") { withAnimation(animation) { shown.toggle() } }
            ZStack {
                Color.gray.frame(width: 100, height: 100)
                if shown { content() }
            }
        }
    }
}

/// A view that arrives with its container: its transition does not play.
private struct ArrivesWithContainer: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.linear) { shown.toggle() } }
            if shown {
                VStack { Color.red.frame(width: 10, height: 10).transition(.scale) }
            }
        }
    }
}

/// The group whose opacity the transition drives, and the shapes inside it.
private func groups(_ list: DisplayList) -> [GroupDrawing] {
    list.items.compactMap { if case .group(let group) = $0 { group } else { nil } }
}

@MainActor
@Suite struct TransitionTests {
    @Test func insertionFadesInWithTheDefaultOpacityTransition() throws {
        let graph = makeGraph(Toggled(animation: .linear) { Color.red.frame(width: 20, height: 20) })
        try graph.tap("Toggle", at: 0)
        let middle = graph.displayList(at: 0.175)
        #expect(groups(middle).map(\.opacity) == [0.5])
        #expect(groups(graph.displayList(at: 0.4)).isEmpty)
    }

    @Test func withoutAnimationInsertionAndRemovalAreImmediate() throws {
        let graph = makeGraph(Toggled(animation: nil) { Color.red.frame(width: 20, height: 20) })
        try graph.tap("Toggle", at: 0)
        #expect(graph.displayList(at: 0).flattened.count == 3)
        try graph.tap("Toggle", at: 1)
        #expect(graph.displayList(at: 1).flattened.count == 2)
    }

    @Test func removalKeepsDrawingUntilItsAnimationEnds() throws {
        let graph = makeGraph(Toggled(animation: .linear) { Color.red.frame(width: 20, height: 20) })
        try graph.tap("Toggle", at: 0)
        try graph.tap("Toggle", at: 1)
        let middle = graph.displayList(at: 1.175)
        #expect(groups(middle).map(\.opacity) == [0.5])
        // Drawn beneath the views that remain (SwiftUI orders removed views first): red, then gray.
        #expect(middle.flattened.map(\.color).suffix(2) == [Color.red.rgba, Color.gray.rgba])
        #expect(graph.displayList(at: 1.4).flattened.count == 2)
    }

    @Test func removalWithTheIdentityTransitionIsImmediateEvenWhenAnimated() throws {
        // A transition that changes nothing animatable is a no-op (TransitionPhase's documentation):
        // the removed view goes at once instead of lingering for the animation.
        let graph = makeGraph(Toggled(animation: .linear) { Color.red.frame(width: 20, height: 20).transition(.identity) })
        try graph.tap("Toggle", at: 0)
        #expect(graph.displayList(at: 0).flattened.count == 3)
        try graph.tap("Toggle", at: 1)
        #expect(graph.displayList(at: 1).flattened.count == 2)
        #expect(graph.displayList(at: 1.175).flattened.count == 2)
        // Only the removal half counts: an opacity removal after an identity insertion still fades.
        let fading = makeGraph(Toggled(animation: .linear) {
            Color.red.frame(width: 20, height: 20).transition(.asymmetric(insertion: .identity, removal: .opacity))
        })
        try fading.tap("Toggle", at: 0)
        try fading.tap("Toggle", at: 1)
        #expect(groups(fading.displayList(at: 1.175)).map(\.opacity) == [0.5])
    }

    @Test func moveUsesTheViewsOwnSize() throws {
        let graph = makeGraph(Toggled(animation: .linear) {
            Color.red.frame(width: 20, height: 20).transition(.move(edge: .leading))
        })
        try graph.tap("Toggle", at: 0)
        #expect(groups(graph.displayList(at: 0.175)).map(\.transform.tx) == [-10])
    }

    @Test func asymmetricAndCombined() throws {
        let transition = AnyTransition.asymmetric(insertion: .offset(x: 40), removal: .opacity.combined(with: .offset(y: 10)))
        let graph = makeGraph(Toggled(animation: .linear) { Color.red.frame(width: 20, height: 20).transition(transition) })
        try graph.tap("Toggle", at: 0)
        let insertion = groups(graph.displayList(at: 0.175))[0]
        #expect((insertion.transform.tx, insertion.opacity) == (20, 1))
        try graph.tap("Toggle", at: 1)
        let removal = groups(graph.displayList(at: 1.175))[0]
        #expect((removal.transform.ty, removal.opacity) == (5, 0.5))
    }

    @Test func aTransitionsOwnAnimationWins() throws {
        let graph = makeGraph(Toggled(animation: .linear) {
            Color.red.frame(width: 20, height: 20).transition(.opacity.animation(.linear(duration: 1)))
        })
        try graph.tap("Toggle", at: 0)
        #expect(groups(graph.displayList(at: 0.5)).map(\.opacity) == [0.5])
    }

    @Test func aViewArrivingWithItsContainerDoesNotTransition() throws {
        let graph = makeGraph(ArrivesWithContainer())
        try graph.tap("Toggle", at: 0)
        // The inner view's .scale does not play; only the container fades in (its default opacity).
        let middle = graph.displayList(at: 0.175)
        #expect(groups(middle).map(\.opacity) == [0.5])
        #expect(groups(middle).first.map { groups(DisplayList($0.items)).isEmpty } == true)
    }

    @Test func removalInterruptingAnInsertionReversesFromWhereItIs() throws {
        let graph = makeGraph(Toggled(animation: .linear) { Color.red.frame(width: 20, height: 20) })
        try graph.tap("Toggle", at: 0)
        let before = groups(graph.displayList(at: 0.1)).first?.opacity ?? 1
        try graph.tap("Toggle", at: 0.1)
        // No jump at the interruption: the removal starts from the inserted view's opacity
        // (0.1 / 0.35 faded in) and the two linear animations combine into a smooth reversal.
        let at = groups(graph.displayList(at: 0.1)).first?.opacity ?? 0
        #expect(abs(before - 0.1 / 0.35) < 1e-4)
        #expect(abs(at - before) < 1e-9)
        var previous = at
        var steps: [Double] = []
        for frame in 7...30 {
            let opacity = groups(graph.displayList(at: Double(frame) / 60)).first?.opacity ?? 0
            steps.append(abs(opacity - previous))
            previous = opacity
        }
        #expect(steps.allSatisfy { $0 < 0.06 })
        #expect(graph.displayList(at: 0.6).flattened.count == 2)
    }
}

/// Article 002's tabBarView fix: `.animation(_:value:)` outside the `if` animates both the insertion and the removal.
private struct TabBar: View {
    @State private var show = false
    @ViewBuilder private var bar: some View {
        if show { Color.gray.frame(height: 40).transition(.move(edge: .bottom)) }
    }
    var body: some View {
        VStack(spacing: 0) {
            Button("Toggle") { show.toggle() }
            Spacer()
            bar.animation(.linear, value: show)
        }
    }
}

@MainActor
@Suite struct AnimationOutsideConditionTests {
    @Test func theModifierOutsideAnEmptyConditionStillAnimatesInsertionAndRemoval() throws {
        let graph = makeGraph(TabBar(), size: CGSize(width: 100, height: 200))
        try graph.tap("Toggle", at: 0)
        #expect(groups(graph.displayList(at: 0.175)).map(\.transform.ty) == [20])
        try graph.tap("Toggle", at: 1)
        #expect(groups(graph.displayList(at: 1.175)).map(\.transform.ty) == [20])
        #expect(graph.displayList(at: 1.5).flattened.count == 1)
    }
}
