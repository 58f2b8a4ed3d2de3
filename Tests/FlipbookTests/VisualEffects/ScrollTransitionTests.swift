import Testing
@testable import Flipbook
import FlipbookDisplayList

@MainActor
@Suite struct ScrollTransitionTests {
    /// The opacities of the groups drawn, outermost first.
    private func opacities(_ items: [DisplayItem]) -> [Double] {
        items.flatMap { item -> [Double] in
            guard case .group(let group) = item else { return [] }
            return (group.opacity < 1 ? [group.opacity] : []) + opacities(group.items)
        }
    }

    @Test func aViewHalfOutOfSightIsHalfWayToItsEdgePhase() {
        // Three 100-wide cards in a 150-wide scroll view: the first wholly visible, the second
        // half past the trailing edge, the third wholly out.
        let graph = makeGraph(ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in
                    Color.red.frame(width: 100, height: 50)
                        .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
                }
            }
        }, size: CGSize(width: 150, height: 50))
        // Half way from 1 to 0.2: 0.6; wholly out: 0.2.
        let drawn = opacities(graph.displayList(at: 0).items)
        #expect(drawn.count == 2)
        #expect(abs(drawn[0] - 0.6) < 1e-9)
        #expect(abs(drawn[1] - 0.2) < 1e-9)
    }

    @Test func thePhaseValueIsMinusOneZeroOrOne() {
        #expect([ScrollTransitionPhase.topLeading, .identity, .bottomTrailing].map(\.value) == [-1, 0, 1])
    }
}
