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

    @Test func aNavigationStackInsideLetsTheCardsBackgroundShow() throws {
        let stack = try drawn(Sheet { NavigationStack { Text("Rides") }.presentationBackground(.yellow) })
        #expect(stack.contains { $0.kind == "shape" && $0.rect == card && $0.color == lightRGBA(.yellow) })
        #expect(!stack.contains { $0.kind == "shape" && $0.rect.height >= card.height && $0.color == Color.white.rgba })
        // Without a presentation background the stack's screen is the system background.
        let plain = try drawn(Sheet { NavigationStack { Text("Rides") } })
        #expect(plain.filter { $0.kind == "shape" && $0.rect == card && $0.color == Color.white.rgba }.count == 2)
    }

    @Test func theContentIsClippedToTheCardsRoundedTop() throws {
        let graph = makeGraph(Sheet { Color.red.presentationCornerRadius(20) }, size: CGSize(width: 300, height: 400))
        try graph.tap("Open", at: 0)
        func clips(_ items: [DisplayItem]) -> [PathData] {
            items.flatMap { item -> [PathData] in
                guard case .group(let group) = item else { return [] }
                return (group.clip.map { [$0] } ?? []) + clips(group.items)
            }
        }
        // The card's outline from its top (y = 200), rounded 20 pt, open 200 pt below its bottom.
        let outline = try #require(clips(graph.displayList(at: 0).items).first { path in
            path.elements.contains { if case .curve = $0 { true } else { false } }
        })
        let points = outline.elements.compactMap { element -> CGPoint? in
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
            case .closeSubpath: nil
            }
        }
        #expect(points.map(\.y).min() == 200)
        #expect(points.map(\.y).max() == 600)
        #expect(points.map(\.x).min() == 0 && points.map(\.x).max() == 300)
        // Straight along the top only between the corners.
        #expect(!points.contains(CGPoint(x: 0, y: 200)) && !points.contains(CGPoint(x: 300, y: 200)))
    }
}
