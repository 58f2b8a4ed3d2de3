import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `presentationBackground`: what fills a sheet's card (a 300 × 400 screen, a `.medium` sheet from
/// y = 200).
@MainActor
@Suite struct PresentationBackgroundTests {
    private struct Sheet<Content: View>: View {
        @State var shown = false
        @ViewBuilder let content: Content
        var body: some View {
            Button("Open") { withTransaction(\.disablesAnimations, true) { shown = true } }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .sheet(isPresented: $shown) { content.presentationDetents([.medium]) }
        }
    }

    private func drawn(_ view: some View) throws -> [(kind: String, rect: CGRect, color: RGBAColor)] {
        let graph = makeGraph(view, size: CGSize(width: 300, height: 400))
        try graph.tap("Open", at: 0)
        return graph.displayList(at: 0).flattened
    }

    private let card = CGRect(x: 0, y: 200, width: 300, height: 200)

    @Test func aStyleFillsTheCardInsteadOfTheSystemBackground() throws {
        let yellow = try drawn(Sheet { Text("Rides").presentationBackground(.yellow) })
        #expect(yellow.contains { $0.kind == "shape" && $0.rect == card && $0.color == lightRGBA(.yellow) })
        #expect(!yellow.contains { $0.rect == card && $0.color == Color.white.rgba })
        let plain = try drawn(Sheet { Text("Rides") })
        #expect(plain.contains { $0.kind == "shape" && $0.rect == card && $0.color == Color.white.rgba })
    }

    @Test func aViewFillsTheCardAlignedAndClipped() throws {
        let view = try drawn(Sheet {
            Text("Rides").presentationBackground(alignment: .bottom) { Color.green.frame(height: 50) }
        })
        // 50 pt tall at the card's bottom, the card's width.
        #expect(view.contains { $0.kind == "shape" && $0.rect == CGRect(x: 0, y: 350, width: 300, height: 50) && $0.color == lightRGBA(.green) })
        #expect(!view.contains { $0.rect == card && $0.color == Color.white.rgba })
    }
}
