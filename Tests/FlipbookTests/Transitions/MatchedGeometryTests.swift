import Testing
@testable import Flipbook
import FlipbookDisplayList

/// CS193p's deal: a card leaves the deck (bottom) and appears in the grid (top),
/// matched by id, so it flies between the two. The card on the table is sized from outside
/// the effect (as the grid sizes it); `fixedCard` sizes it inside, where the flight cannot
/// change its size.
private struct Deal: View {
    @Namespace private var dealing
    @State private var dealt = false
    var fixedCard = false
    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                if dealt {
                    if fixedCard {
                        Color.blue.frame(width: 20, height: 20)
                            .matchedGeometryEffect(id: 1, in: dealing).transition(.identity)
                    } else {
                        Color.blue.matchedGeometryEffect(id: 1, in: dealing).transition(.identity)
                            .frame(width: 20, height: 20)
                    }
                }
            }
            .frame(width: 200, height: 100, alignment: .topLeading)
            ZStack {
                if !dealt {
                    Color.blue.matchedGeometryEffect(id: 1, in: dealing).transition(.identity)
                        .frame(width: 40, height: 40)
                }
            }
            .frame(width: 200, height: 100, alignment: .bottomTrailing)
            Button("Deal") { withAnimation(.linear(duration: 1)) { dealt.toggle() } }
        }
    }
}

private struct Follower: View {
    @Namespace private var space
    var body: some View {
        ZStack {
            Color.red.frame(width: 60, height: 30).matchedGeometryEffect(id: "card", in: space)
                .frame(width: 200, height: 200, alignment: .topLeading)
            Color.green.matchedGeometryEffect(id: "card", in: space, isSource: false)
        }
    }
}

private extension DisplayList {
    /// Every shape's bounding box with the full group transforms (scale included) applied.
    var transformedShapeBounds: [CGRect] {
        var result: [CGRect] = []
        func visit(_ items: [DisplayItem], _ transform: FlipbookDisplayList.AffineTransform) {
            for item in items {
                switch item {
                case .shape(let shape):
                    let points = shape.path.elements.compactMap { element -> CGPoint? in
                        switch element {
                        case .move(let p), .line(let p): transform.applied(to: p)
                        default: nil
                        }
                    }
                    let xs = points.map(\.x), ys = points.map(\.y)
                    result.append(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
                case .group(let group): visit(group.items, group.transform.concatenating(transform))
                default: break
                }
            }
        }
        visit(items, FlipbookDisplayList.AffineTransform.identity)
        return result
    }
}

@MainActor
@Suite struct MatchedGeometryTests {
    @Test func aMatchedViewFliesFromTheOldSourceToItsNewPlace() throws {
        let graph = makeGraph(Deal(), size: CGSize(width: 200, height: 260))
        let deck = graph.displayList(at: 0).rect(ofShape: 0)
        try graph.tap("Deal", at: 0)
        let middle = graph.displayList(at: 0.5).transformedShapeBounds
        // The new card (20 × 20 at the grid's top-leading corner) is drawn half-way from the deck's 40 × 40.
        let end = graph.displayList(at: 1.5).rect(ofShape: 0)
        #expect(end.size == CGSize(width: 20, height: 20))
        let expected = CGPoint(x: (deck.midX + end.midX) / 2, y: (deck.midY + end.midY) / 2)
        // Half-way in size too: 30 × 30 (the leaves are pixel-snapped, the flight is not: half a point of slack).
        #expect(middle.contains { abs($0.midX - expected.x) < 0.5 && abs($0.midY - expected.y) < 0.5 && abs($0.width - 30) < 0.01 })
        // The removed card flies the same way, toward the new card's place.
        #expect(middle.count == 2)
        #expect(middle.allSatisfy { abs($0.midX - expected.x) < 0.5 && abs($0.midY - expected.y) < 0.5 && abs($0.width - 30) < 0.01 })
        #expect(graph.displayList(at: 1.5).transformedShapeBounds.count == 1)
    }

    @Test func contentOfAFixedSizeKeepsItsSizeInFlight() throws {
        // The flying frame is proposed to the content, as SwiftUI lays it out: a 20 × 20 frame
        // inside the effect stays 20 × 20, centred on the flight path.
        let graph = makeGraph(Deal(fixedCard: true), size: CGSize(width: 200, height: 260))
        let deck = graph.displayList(at: 0).rect(ofShape: 0)
        try graph.tap("Deal", at: 0)
        let middle = graph.displayList(at: 0.5).transformedShapeBounds
        let end = graph.displayList(at: 1.5).rect(ofShape: 0)
        let expected = CGPoint(x: (deck.midX + end.midX) / 2, y: (deck.midY + end.midY) / 2)
        #expect(middle.contains { abs($0.midX - expected.x) < 0.5 && abs($0.midY - expected.y) < 0.5 && $0.width == 20 })
    }

    @Test func aViewThatIsNotTheSourceTakesTheSourcesFrame() {
        let graph = makeGraph(Follower(), size: CGSize(width: 200, height: 200))
        let list = graph.displayList(at: 0)
        #expect(list.rect(ofShape: 1) == list.rect(ofShape: 0))
        #expect(list.rect(ofShape: 0) == CGRect(x: 0, y: 0, width: 60, height: 30))
    }

    @Test func twoSourcesAreReported() {
        struct Twice: View {
            @Namespace var ns
            var body: some View {
                HStack {
                    Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: 7, in: ns)
                    Color.blue.frame(width: 10, height: 10).matchedGeometryEffect(id: 7, in: ns)
                }
            }
        }
        let graph = makeGraph(Twice())
        #expect(graph.warnings == ["matchedGeometryEffect: 2 views are the source for id 7; give all but one isSource: false"])
    }
}
