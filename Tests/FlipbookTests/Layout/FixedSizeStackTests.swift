import Observation
import Testing
@testable import Flipbook

/// A stack whose children all ignore their proposal (fixed frames, stacks of them) has a size of its
/// own at any proposal (`StackAlgorithm.sizeIgnoringProposal`): it is sized without probing its
/// children, placed as any stack is, and measured again when its children change.
@MainActor
@Suite struct FixedSizeStackTests {
    @Test func aStackOfFixedFramesIsTheSameSizeAtAnyProposalAndPlacedAsAnyStack() {
        let graph = makeGraph(VStack(spacing: 4) {
            HStack(spacing: 2) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 6)
            }
            HStack(alignment: .top, spacing: 0) {
                Color.green.frame(width: 6, height: 8)
            }
        })
        // 10 + 2 + 20 = 32 wide; 10 + 4 + 8 = 22 tall, centred in 400 × 300.
        #expect(graph.layoutDump(at: 0) == """
            VStackLayout  (184, 139) 32×22
              HStackLayout  (184, 139) 32×10
                Frame  (184, 139) 10×10
                  Rectangle  (184, 139) 10×10
                Frame  (196, 141) 20×6
                  Rectangle  (196, 141) 20×6
              HStackLayout  (197, 153) 6×8
                Frame  (197, 153) 6×8
                  Rectangle  (197, 153) 6×8
            """)
        for proposal in [ProposedViewSize.zero, .unspecified, ProposedViewSize(width: .infinity, height: .infinity),
                         ProposedViewSize(width: 5, height: 500)] {
            #expect(graph.sizeThatFits(proposal) == CGSize(width: 32, height: 22))
        }
    }

    @Test func aStackWithAFlexibleChildStillTakesItsProposal() {
        let graph = makeGraph(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue
        })
        #expect(graph.sizeThatFits(ProposedViewSize(width: 100, height: 50)) == CGSize(width: 100, height: 50))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 30, height: 20)) == CGSize(width: 30, height: 20))
    }

    @Test func aStackOfFixedFramesIsMeasuredAgainWhenAFrameChanges() {
        let width = FirstWidth()
        let graph = makeGraph(TwoFrames(width: width))
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 20, height: 10))
        graph.perform(at: 0) { width.value = 30 }
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 40, height: 10))
        #expect(graph.layoutDump(at: 0) == """
            HStackLayout  (180, 145) 40×10
              Frame  (180, 145) 30×10
                Rectangle  (180, 145) 30×10
              Frame  (210, 145) 10×10
                Rectangle  (210, 145) 10×10
            """)
    }

    @Test func aFullLayoutPassFromEmptyCachesLaysTheStacksOutAlike() {
        let graph = makeGraph(HStack(spacing: 3) {
            VStack(spacing: 1) {
                Color.red.frame(width: 4, height: 4)
                Color.red.frame(width: 8, height: 2)
            }
            Color.blue.frame(width: 5, height: 5)
        })
        let dump = graph.layoutDump(at: 0)
        graph.relayoutForBenchmark()
        #expect(graph.layoutDump(at: 0) == dump)
        #expect(graph.sizeThatFits(.zero) == CGSize(width: 16, height: 7))
    }
}

/// The width of `TwoFrames`' first frame.
@Observable @MainActor
private final class FirstWidth {
    var value: CGFloat = 10
}

/// Two fixed frames in a stack, the first as wide as `width` says.
private struct TwoFrames: View {
    let width: FirstWidth
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: width.value, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
    }
}
