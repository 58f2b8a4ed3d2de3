import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `symbolEffect`: a discrete effect plays once per change of its value, an indefinite one while active.
@MainActor
@Suite struct SymbolEffectTests {
    private struct Bell: View {
        @State var rings = 0
        var body: some View {
            VStack {
                Button("Ring") { rings += 1 }
                Image(systemName: "bell").symbolEffect(.bounce, value: rings)
            }
        }
    }

    /// The horizontal scales of the groups drawn at `time`, other than 1, rounded to 0.01.
    private func scales(_ list: DisplayList) -> [Double] {
        var found: [Double] = []
        func visit(_ items: [DisplayItem]) {
            for case .group(let group) in items {
                if abs(group.transform.a - 1) > 0.001 { found.append((group.transform.a * 100).rounded() / 100) }
                visit(group.items)
            }
        }
        visit(list.items)
        return found
    }

    @Test func aBounceSquashesAfterEachChangeAndSettles() throws {
        let graph = makeGraph(Bell())
        #expect(scales(graph.displayList(at: 0)) == [])
        try graph.tap("Ring", at: 1)
        // The bounce's first keyframe squashes the symbol to 0.8 of its size in 0.12 s.
        #expect(scales(graph.play(from: 1, to: 1.12)) == [0.8])
        #expect(scales(graph.play(from: 1.12, to: 2)) == [])
    }

    @Test func aPulseLoopsWhileActiveAndStopsWhenNot() {
        struct Pulsing: View {
            let active: Bool
            var body: some View { Image(systemName: "wifi").symbolEffect(.pulse, isActive: active) }
        }
        /// The opacity each leaf is drawn with (its own times its groups'), rounded to 0.01.
        func opacities(_ active: Bool, at time: Double) -> [Double] {
            var found: [Double] = []
            func visit(_ items: [DisplayItem], opacity: Double) {
                for item in items {
                    if case .group(let group) = item { visit(group.items, opacity: opacity * group.opacity) } else {
                        found.append((opacity * 100).rounded() / 100)
                    }
                }
            }
            visit(makeGraph(Pulsing(active: active)).play(from: 0, to: time).items, opacity: 1)
            return found
        }
        // 0.4 s in, the pulse is at its faintest (0.3); a second later, in its next loop, at it again.
        #expect(!opacities(true, at: 0.4).isEmpty && opacities(true, at: 0.4).allSatisfy { $0 == 0.3 })
        #expect(opacities(true, at: 1.3).allSatisfy { $0 == 0.3 })
        #expect(opacities(false, at: 0.4).allSatisfy { $0 == 1 })
    }
}
