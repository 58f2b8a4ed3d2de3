import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `.contentTransition(.symbolEffect(.replace))`: a symbol image whose name changes replaces the
/// old symbol with the new one, each scaled and faded as `SymbolReplacePose` says.
@MainActor
@Suite struct SymbolReplaceTests {
    private struct PlayPause: View {
        @State var playing = false
        var body: some View {
            Button { playing.toggle() } label: {
                Image(systemName: playing ? "pause.fill" : "play.fill").contentTransition(.symbolEffect(.replace))
            }
        }
    }

    /// The symbols drawn: each glyph with the scale and opacity of the group it is drawn in (1 and 1 outside one).
    private func symbols(_ list: DisplayList) -> [(glyph: String, scale: Double, opacity: Double)] {
        var found: [(String, Double, Double)] = []
        func visit(_ items: [DisplayItem], scale: Double, opacity: Double) {
            for item in items {
                switch item {
                case .text(let text): found.append((text.layout.string, scale, opacity))
                case .group(let group): visit(group.items, scale: scale * group.transform.a, opacity: opacity * group.opacity)
                default: continue
                }
            }
        }
        visit(list.items, scale: 1, opacity: 1)
        return found
    }

    private func glyph(_ name: String) throws -> String { String(try #require(SymbolTable.design(for: name)?.glyph)) }

    @Test func theOldSymbolScalesDownAndFadesAsTheNewScalesUpThenOnlyTheNewIsLeft() throws {
        let play = try glyph("play.fill"), pause = try glyph("pause.fill")
        let graph = makeGraph(PlayPause())
        #expect(symbols(graph.displayList(at: 0)).map(\.glyph) == [play])
        try graph.tap("play.fill", at: 1)
        // At the change the old symbol is whole and the new one not yet visible.
        #expect(symbols(graph.displayList(at: 1)).map { [$0.glyph, "\($0.scale)", "\($0.opacity)"] } == [[play, "1.0", "1.0"]])
        // Part way (0.07 s into the 0.4 s spring: about a third of the way), both: the old one
        // smaller and fading, the new one growing from half size.
        let middle = symbols(graph.displayList(at: 1.07))
        #expect(middle.map(\.glyph) == [play, pause])
        #expect(middle[0].scale < 1 && middle[0].opacity < 1 && middle[1].scale > 0.5 && middle[1].opacity > 0)
        // Settled: the new symbol alone, at full size.
        #expect(symbols(graph.play(from: 1.07, to: 3)).map { [$0.glyph, "\($0.scale)", "\($0.opacity)"] } == [[pause, "1.0", "1.0"]])
    }

    @Test func withoutTheTransitionTheSymbolSwapsAtOnce() throws {
        struct Plain: View {
            @State var on = false
            var body: some View { Button { on.toggle() } label: { Image(systemName: on ? "pause.fill" : "play.fill") } }
        }
        let pause = try glyph("pause.fill")
        let graph = makeGraph(Plain())
        try graph.tap("play.fill", at: 1)
        #expect(symbols(graph.displayList(at: 1)).map(\.glyph) == [pause])
    }

    @Test(arguments: [
        // (style, progress) → old scale, old opacity, new scale, new opacity (Flipbook's estimates).
        (.replace, 0.0, [1, 1, 0.5, 0]),
        (.replace, 0.25, [0.75, 0.5, 0.5, 0]),
        (.replace, 0.5, [0.5, 0, 0.5 + 0.5 / 3, 1.0 / 3]),
        (.replace, 1.0, [0.5, 0, 1, 1]),
        (ReplaceSymbolEffect.replace.upUp, 0.25, [1.125, 0.5, 0.5, 0]),
        (ReplaceSymbolEffect.replace.offUp, 0.25, [1, 0, 0.5, 0]),
    ] as [(ReplaceSymbolEffect, Double, [Double])])
    func poses(effect: ReplaceSymbolEffect, progress: Double, expected: [Double]) {
        let pose = SymbolReplacePose(style: effect.style, progress: progress)
        let found = [pose.oldScale, pose.oldOpacity, pose.newScale, pose.newOpacity]
        #expect(zip(found, expected).allSatisfy { abs($0 - $1) < 1e-12 })
    }
}
