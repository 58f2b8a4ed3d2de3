import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Three branches in one stack: `if … else if … else`, the second of them two views.
private struct ThreeWay: View {
    @State private var a = false
    @State private var b = true
    let animation: Animation?
    var body: some View {
        VStack {
            HStack {
                if a {
                    Text("A")
                } else if b {
                    Text("B")
                    Text("caret")
                } else {
                    Text("C")
                }
            }
            Button("flip a") { withAnimation(animation) { a.toggle() } }
            Button("flip b") { withAnimation(animation) { b.toggle() } }
        }
    }
}

/// A `ForEach` inside an `if`: its items come and go while the `if` stays.
private struct ListInIf: View {
    @State private var items = ["one", "two", "three"]
    @State private var shown = true
    var body: some View {
        VStack {
            if shown {
                ForEach(items, id: \.self) { Text($0) }
            }
            Button("drop two") { withAnimation(.linear(duration: 1)) { items.removeAll { $0 == "two" } } }
            Button("hide") { withAnimation(.linear(duration: 1)) { shown = false } }
        }
    }
}

/// Branches nested in branches (an `else if`, a `ForEach` in an `if`): a branch the inner point
/// removes goes, with its transition, while the outer branch that holds it stays.
@MainActor
@Suite struct NestedBranchTests {
    /// The texts drawn at `time`, buttons' labels left out, with the opacity they are drawn at.
    private func texts(_ graph: ViewGraph, at time: Double) -> [String: Double] {
        graph.update(at: time)
        var drawn: [String: Double] = [:]
        func visit(_ items: [DisplayItem], opacity: Double) {
            for item in items {
                switch item {
                case .text(let text) where !text.layout.string.hasPrefix("flip") && !text.layout.string.hasPrefix("drop")
                    && text.layout.string != "hide":
                    drawn[text.layout.string] = opacity
                case .group(let group): visit(group.items, opacity: opacity * group.opacity)
                default: break
                }
            }
        }
        visit(graph.displayList(at: time).items, opacity: 1)
        return drawn
    }

    @Test func elseIfSwitchesWithoutAnimation() throws {
        let graph = makeGraph(ThreeWay(animation: nil))
        #expect(texts(graph, at: 0) == ["B": 1, "caret": 1])
        try graph.tap("flip b", at: 0.1)
        #expect(texts(graph, at: 0.5) == ["C": 1])
        #expect(texts(graph, at: 2) == ["C": 1])
        try graph.tap("flip a", at: 2.1)
        #expect(texts(graph, at: 2.5) == ["A": 1])
        try graph.tap("flip a", at: 3)
        #expect(texts(graph, at: 3.5) == ["C": 1])
        try graph.tap("flip b", at: 4)
        #expect(texts(graph, at: 4.5) == ["B": 1, "caret": 1])
    }

    @Test func elseIfFadesTheInnerBranchOut() throws {
        let graph = makeGraph(ThreeWay(animation: .linear(duration: 1)))
        try graph.tap("flip b", at: 0)
        #expect(texts(graph, at: 0.25) == ["B": 0.75, "caret": 0.75, "C": 0.25])
        #expect(texts(graph, at: 1.5) == ["C": 1])
        #expect(texts(graph, at: 3) == ["C": 1])
    }

    @Test func outerBranchFadesTheInnerOnesInAndOut() throws {
        let graph = makeGraph(ThreeWay(animation: .linear(duration: 1)))
        try graph.tap("flip a", at: 0)
        #expect(texts(graph, at: 0.5) == ["A": 0.5, "B": 0.5, "caret": 0.5])
        #expect(texts(graph, at: 1.5) == ["A": 1])
        try graph.tap("flip a", at: 2)
        #expect(texts(graph, at: 2.25) == ["A": 0.75, "B": 0.25, "caret": 0.25])
        #expect(texts(graph, at: 3.5) == ["B": 1, "caret": 1])
    }

    @Test func forEachItemLeavesWhileItsIfStays() throws {
        let graph = makeGraph(ListInIf())
        try graph.tap("drop two", at: 0)
        #expect(texts(graph, at: 0.5) == ["one": 1, "two": 0.5, "three": 1])
        #expect(texts(graph, at: 1.5) == ["one": 1, "three": 1])
        try graph.tap("hide", at: 2)
        #expect(texts(graph, at: 2.5) == ["one": 0.5, "three": 0.5])
        #expect(texts(graph, at: 3.5) == [:])
    }
}
