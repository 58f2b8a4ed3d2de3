import Foundation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Transitions written as views: `.modifier(active:identity:)` and the `Transition` protocol.
/// What differs between phases animates with the transaction that inserts or removes the view.
private struct Rotate: ViewModifier {
    let degrees: Double
    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(degrees), anchor: .topLeading)
    }
}

@MainActor private let rotateIn = AnyTransition.modifier(active: Rotate(degrees: 90), identity: Rotate(degrees: 0))

/// Shrinks and fades in; leaves turning.
private struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
            .rotationEffect(.degrees(phase == .didDisappear ? 90 : 0))
    }
}

private struct Toggled: View {
    @State private var shown = false
    let transition: AnyTransition
    var body: some View {
        VStack(spacing: 0) {
            Button("Toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            ZStack {
                Color.gray.frame(width: 100, height: 100)
                if shown { Color.red.frame(width: 20, height: 20).transition(transition) }
            }
        }
    }
}

/// The groups enclosing the red square, outermost first.
private func groupsAroundRed(_ list: DisplayList) -> [GroupDrawing]? {
    func search(_ items: [DisplayItem], _ path: [GroupDrawing]) -> [GroupDrawing]? {
        for item in items {
            switch item {
            case .shape(let shape) where shape.paint == .color(Color.red.rgba): return path
            case .group(let group): if let found = search(group.items, path + [group]) { return found }
            default: continue
            }
        }
        return nil
    }
    return search(list.items, [])
}

/// The rotation (degrees) of the red square's drawing, from its groups' transforms.
private func redRotation(_ list: DisplayList) -> Double? {
    guard let groups = groupsAroundRed(list) else { return nil }
    let t = groups.map(\.transform).reduce(FlipbookDisplayList.AffineTransform.identity) { $1.concatenating($0) }
    return (atan2(t.b, t.a) * 180 / .pi * 1e6).rounded() / 1e6
}

private func redOpacity(_ list: DisplayList) -> Double? {
    groupsAroundRed(list)?.map(\.opacity).reduce(1, *)
}

@MainActor
@Suite struct ViewTransitionTests {
    @Test func modifierTransitionAnimatesBetweenActiveAndIdentity() throws {
        let graph = makeGraph(Toggled(transition: rotateIn))
        #expect(redRotation(graph.displayList(at: 0)) == nil)
        try graph.tap("Toggle", at: 0)
        #expect(redRotation(graph.displayList(at: 0)) == 90)
        graph.update(at: 0.5)
        #expect(redRotation(graph.displayList(at: 0.5)) == 45)
        graph.update(at: 1.2)
        #expect(redRotation(graph.displayList(at: 1.2)) == 0)
        // Removal: back to the active modifier, drawn until the animation ends.
        try graph.tap("Toggle", at: 2)
        graph.update(at: 2.25)
        #expect(redRotation(graph.displayList(at: 2.25)) == 22.5)
        graph.update(at: 3.1)
        #expect(redRotation(graph.displayList(at: 3.1)) == nil)
    }

    @Test func withoutAnimationTheViewAppearsInItsIdentityState() throws {
        struct Instant: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Button("Show") { shown = true }
                    if shown { Color.red.frame(width: 20, height: 20).transition(rotateIn) }
                }
            }
        }
        let graph = makeGraph(Instant())
        try graph.tap("Show", at: 0)
        #expect(redRotation(graph.displayList(at: 0)) == 0)
        #expect(redRotation(graph.displayList(at: 0.3)) == 0)
    }

    @Test func transitionProtocolDescribesEachPhase() throws {
        let graph = makeGraph(Toggled(transition: AnyTransition(Twirl())))
        try graph.tap("Toggle", at: 0)
        graph.update(at: 0.5)
        let middle = graph.displayList(at: 0.5)
        #expect(redOpacity(middle) == 0.5)
        #expect(groupsAroundRed(middle)?.contains { $0.transform.a == 0.75 && $0.transform.d == 0.75 } == true)
        #expect(redRotation(middle) == 0)
        try graph.tap("Toggle", at: 2)
        graph.update(at: 2.5)
        let leaving = graph.displayList(at: 2.5)
        #expect(redOpacity(leaving) == 0.5)
        #expect(redRotation(leaving) == 45)
    }

    @Test func asymmetricUsesEachSideForItsHalf() throws {
        let graph = makeGraph(Toggled(transition: .asymmetric(insertion: rotateIn, removal: .opacity)))
        try graph.tap("Toggle", at: 0)
        graph.update(at: 0.5)
        #expect(redRotation(graph.displayList(at: 0.5)) == 45)
        #expect(redOpacity(graph.displayList(at: 0.5)) == 1)
        try graph.tap("Toggle", at: 2)
        graph.update(at: 2.5)
        #expect(redRotation(graph.displayList(at: 2.5)) == 0)
        #expect(redOpacity(graph.displayList(at: 2.5)) == 0.5)
    }

    @Test func combinedWithADrawingTransition() throws {
        let graph = makeGraph(Toggled(transition: rotateIn.combined(with: .opacity)))
        try graph.tap("Toggle", at: 0)
        graph.update(at: 0.5)
        #expect(redRotation(graph.displayList(at: 0.5)) == 45)
        #expect(redOpacity(graph.displayList(at: 0.5)) == 0.5)
    }

    @Test func theTransitionsOwnAnimationWins() throws {
        let graph = makeGraph(Toggled(transition: rotateIn.animation(.linear(duration: 2))))
        try graph.tap("Toggle", at: 0)
        graph.update(at: 0.5)
        #expect(redRotation(graph.displayList(at: 0.5)) == 67.5)
    }

    @Test func forEachDistributesAModifierTransition() throws {
        struct Items: View {
            @State private var items = [1]
            var body: some View {
                VStack {
                    Button("Add") { withAnimation(.linear(duration: 1)) { items = [0, 1] } }
                    HStack {
                        ForEach(items, id: \.self) { item in
                            (item == 0 ? Color.red : Color.blue).frame(width: 20, height: 20)
                        }
                        .transition(rotateIn)
                    }
                }
            }
        }
        let graph = makeGraph(Items())
        try graph.tap("Add", at: 0)
        graph.update(at: 0.5)
        #expect(redRotation(graph.displayList(at: 0.5)) == 45)
    }

    @Test func stateInsideTheBranchSurvivesTheFollowUpRound() throws {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Button("Count \(count)") { count += 1 }
            }
        }
        struct Host: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Button("Show") { withAnimation { shown = true } }
                    if shown { Counter().transition(rotateIn) }
                }
            }
        }
        let graph = makeGraph(Host())
        try graph.tap("Show", at: 0)
        try graph.tap("Count 0", at: 0.1)
        #expect(graph.buttonLabels == ["Show", "Count 1"])
    }
}

/// `.blurReplace`: fades in from a 10 pt blur at 0.8 scale; `.downUp` leaves shrinking to 0.8,
/// `.upUp` growing to 1.25 (Flipbook's estimates of iOS's numbers).
@MainActor
@Suite struct BlurReplaceTransitionTests {
    private func blurSigma(_ list: DisplayList) -> Double? {
        groupsAroundRed(list)?.flatMap(\.effects).compactMap { effect -> Double? in
            if case .blur(let sigma, _) = effect { sigma } else { nil }
        }.first
    }

    private func redScale(_ list: DisplayList) -> Double? {
        guard let groups = groupsAroundRed(list) else { return nil }
        let t = groups.map(\.transform).reduce(FlipbookDisplayList.AffineTransform.identity) { $1.concatenating($0) }
        return (t.a * 1e6).rounded() / 1e6
    }

    @Test func insertionSharpensGrowsAndFadesIn() throws {
        let graph = makeGraph(Toggled(transition: AnyTransition(.blurReplace)))
        try graph.tap("Toggle", at: 0)
        graph.update(at: 0.5)
        let list = graph.displayList(at: 0.5)
        #expect(redOpacity(list) == 0.5)
        #expect(redScale(list) == 0.9)
        // Halfway from radius 10 to 0: radius 5, σ 2.5.
        #expect(blurSigma(list) == 2.5)
        graph.update(at: 1.2)
        #expect(redOpacity(graph.displayList(at: 1.2)) == 1)
        #expect(redScale(graph.displayList(at: 1.2)) == 1)
    }

    @Test func removalScalesDownOrUpAsConfigured() throws {
        for (configuration, scale) in [(BlurReplaceTransition.Configuration.downUp, 0.9), (.upUp, 1.125)] {
            let graph = makeGraph(Toggled(transition: AnyTransition(.blurReplace(configuration))))
            try graph.tap("Toggle", at: 0)
            graph.update(at: 1.5)
            try graph.tap("Toggle", at: 2)
            graph.update(at: 2.5)
            #expect(redScale(graph.displayList(at: 2.5)) == scale)
            #expect(redOpacity(graph.displayList(at: 2.5)) == 0.5)
        }
    }
}
