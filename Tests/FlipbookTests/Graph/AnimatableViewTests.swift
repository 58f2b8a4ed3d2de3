import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Article 001's MoveView: the offset comes from animatableData, so the body
/// is re-evaluated every frame with the interpolated x.
private struct MoveView: View, Animatable {
    var x: CGFloat
    var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }
    var body: some View {
        Rectangle().foregroundStyle(.red).frame(width: 100, height: 100).offset(x: x)
    }
}

private struct OffsetView: View {
    @State var x: CGFloat = 0
    var body: some View {
        Button("Move") { x = x == 0 ? 200 : 0 }
        MoveView(x: x).animation(.linear, value: x)
    }
}

/// Article 001's AnimatableContainerSizeModifier driving a frame.
private struct AnimatableContainerSizeModifier: Animatable, ViewModifier {
    var targetSize: CGSize
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(targetSize.width, targetSize.height) }
        set { targetSize = CGSize(width: newValue.first, height: newValue.second) }
    }
    func body(content: Content) -> some View {
        content.frame(width: targetSize.width, height: targetSize.height)
    }
}

private struct Toolbar: View {
    @State private var isExpanded = false
    var body: some View {
        Button("Toggle") { withAnimation(.linear) { isExpanded.toggle() } }
        Color.blue.modifier(AnimatableContainerSizeModifier(targetSize: CGSize(width: isExpanded ? 300 : 100, height: 100)))
    }
}

/// Article 001's toolbar: circles inserted while the container's size animates through the
/// `Animatable` modifier fade in with the transaction that inserted them.
private struct ExpandingToolbar: View {
    @State private var isExpanded = false
    var body: some View {
        Button("Toggle") { withAnimation(.linear) { isExpanded.toggle() } }
        HStack {
            Color.blue.frame(width: 20, height: 20)
            if isExpanded { Color.green.frame(width: 20, height: 20) }
        }
        .modifier(AnimatableContainerSizeModifier(targetSize: CGSize(width: isExpanded ? 300 : 100, height: 100)))
    }
}

extension DisplayList {
    /// The opacity a shape of `color` is drawn with: the product of its groups' opacities.
    fileprivate func opacity(ofShape color: Color) -> Double? {
        func search(_ items: [DisplayItem], _ opacity: Double) -> Double? {
            for item in items {
                switch item {
                case .shape(let shape): if case .color(color.rgba) = shape.paint { return opacity }
                case .group(let group): if let found = search(group.items, opacity * group.opacity) { return found }
                default: continue
                }
            }
            return nil
        }
        return search(items, 1)
    }
}

@MainActor
@Suite struct AnimatableViewTests {
    @Test func animatableViewBodyFollowsTheInterpolatedData() throws {
        let graph = makeGraph(OffsetView(), size: CGSize(width: 400, height: 200))
        let start = graph.displayList(at: 0).rect(ofShape: 0).minX
        try graph.tap("Move", at: 0)
        let evaluations = graph.bodyEvaluationCount
        #expect(graph.displayList(at: 0).rect(ofShape: 0).minX == start)
        #expect(graph.displayList(at: 0.175).rect(ofShape: 0).minX == start + 100)
        #expect(graph.displayList(at: 0.35).rect(ofShape: 0).minX == start + 200)
        #expect(graph.bodyEvaluationCount > evaluations)
        // Once finished, frames no longer evaluate bodies.
        _ = graph.displayList(at: 0.5)
        let settled = graph.bodyEvaluationCount
        _ = graph.displayList(at: 0.6)
        #expect(graph.bodyEvaluationCount == settled)
        #expect(graph.displayList(at: 0.7).rect(ofShape: 0).minX == start + 200)
    }

    @Test func animatableModifierResizesItsContentEveryFrameWithoutADoubleAnimation() throws {
        let graph = makeGraph(Toolbar(), size: CGSize(width: 400, height: 200))
        #expect(graph.displayList(at: 0).rect(ofShape: 0).width == 100)
        try graph.tap("Toggle", at: 0)
        let middle = graph.displayList(at: 0.175).rect(ofShape: 0)
        #expect(middle.width == 200)
        #expect(middle.minX == 100)
        // Below the button's text by 12.35 pt (fake metrics): (200 − 21.25 − 12.35 − 100) / 2 + 33.6 = 66.8 → 67.
        #expect(graph.displayList(at: 0.4).rect(ofShape: 0) == CGRect(x: 50, y: 67, width: 300, height: 100))
    }

    @Test func contentBelowAnAnimatingAnimatableModifierKeepsItsTransaction() throws {
        let graph = makeGraph(ExpandingToolbar(), size: CGSize(width: 400, height: 200))
        try graph.tap("Toggle", at: 0)
        // The inserted view fades in with the tap's linear animation (0.35 s) …
        #expect(graph.displayList(at: 0).opacity(ofShape: .green) == 0)
        #expect(graph.displayList(at: 0.175).opacity(ofShape: .green) == 0.5)
        #expect(graph.displayList(at: 0.35).opacity(ofShape: .green) == 1)
        // … while the frames follow the container's presented width, unanimated: 200 wide at
        // half-time, the two views centred in it (20 + 8 + 20 = 48 → x from 176).
        #expect(graph.displayList(at: 0.175).rect(ofShape: 0).minX == 176)
    }
}

/// The state-driven offset and the Animatable MoveView of article 001 draw the same frames.
private struct StateDrivenOffset: View {
    @State var x: CGFloat = 0
    var body: some View {
        Button("Move") { x = x == 0 ? 200 : 0 }
        Rectangle().foregroundStyle(.red).frame(width: 100, height: 100).offset(x: x).animation(.smooth, value: x)
    }
}

private struct AnimatableOffset: View {
    @State var x: CGFloat = 0
    var body: some View {
        Button("Move") { x = x == 0 ? 200 : 0 }
        MoveView(x: x).animation(.smooth, value: x)
    }
}

@MainActor
@Suite struct AnimatableEquivalenceTests {
    @Test func animatableViewAndStateDrivenOffsetDrawTheSameFrames() throws {
        let state = makeGraph(StateDrivenOffset()), animatable = makeGraph(AnimatableOffset())
        try state.tap("Move", at: 0.1)
        try animatable.tap("Move", at: 0.1)
        for frame in 0..<60 {
            let time = Double(frame) / 60
            #expect(state.displayList(at: time).flattened.map(\.rect) == animatable.displayList(at: time).flattened.map(\.rect))
        }
    }
}
