import Testing
@testable import Flipbook

/// `allowsHitTesting(false)`: a finger passes through to the views drawn below.
@MainActor
@Suite struct AllowsHitTestingTests {
    final class Taps { var names: [String] = [] }

    private struct Stacked: View {
        let taps: Taps
        let coverTakesTaps: Bool
        var body: some View {
            ZStack {
                Button("Below") { taps.names.append("below") }.frame(width: 200, height: 100)
                Color.blue.opacity(0.5).frame(width: 200, height: 100)
                    .onTapGesture { taps.names.append("cover") }
                    .allowsHitTesting(coverTakesTaps)
            }
        }
    }

    @Test func aTapPassesThroughToTheViewBelow() throws {
        let taps = Taps()
        let graph = makeGraph(Stacked(taps: taps, coverTakesTaps: false))
        try Tap(at: CGPoint(x: 200, y: 150), at: 0).perform(on: graph)
        #expect(taps.names == ["below"])
    }

    @Test func withHitTestingTheCoverTakesTheTap() throws {
        let taps = Taps()
        let graph = makeGraph(Stacked(taps: taps, coverTakesTaps: true))
        try Tap(at: CGPoint(x: 200, y: 150), at: 0).perform(on: graph)
        #expect(taps.names == ["cover"])
    }
}
