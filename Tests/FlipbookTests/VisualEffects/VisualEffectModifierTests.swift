import Testing
@testable import Flipbook
import FlipbookDisplayList

@MainActor
@Suite struct VisualEffectModifierTests {
    /// The groups drawn, outermost first.
    private func groups(_ items: [DisplayItem]) -> [GroupDrawing] {
        items.flatMap { item -> [GroupDrawing] in
            guard case .group(let group) = item else { return [] }
            return [group] + groups(group.items)
        }
    }

    @Test func theEffectMovesTheDrawingNotTheLayout() {
        let graph = makeGraph(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50)
                .visualEffect { content, proxy in content.offset(x: proxy.size.width / 4, y: proxy.size.height) }
            Color.blue.frame(width: 100, height: 50)
        })
        // The red view drawn 25 right and 50 down from its frame (150, 100); the blue one where
        // the stack put it, below the red one's frame.
        #expect(graph.shapes(in: .red, at: 0) == [CGRect(x: 175, y: 150, width: 100, height: 50)])
        #expect(graph.shapes(in: .blue, at: 0) == [CGRect(x: 150, y: 150, width: 100, height: 50)])
    }

    @Test func insideAScrollViewTheProxySeesTheScrolledFrame() throws {
        // Ten 60-pt rows in a 400 × 300 scroll view; each fades by how far its top is above the
        // scroll view's top.
        let graph = makeGraph(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { _ in
                    Color.red.frame(height: 60)
                        .visualEffect { content, proxy in content.opacity(proxy.frame(in: .global).minY < 0 ? 0.5 : 1) }
                }
            }
        })
        #expect(groups(graph.displayList(at: 0).items).filter { $0.opacity == 0.5 }.isEmpty)
        try Scroll(toY: 130, at: 0.1, animation: nil).perform(on: graph)
        graph.update(at: 0.1)
        // Rows at −130 and −70 are above the top; the one at −10 too.
        #expect(groups(graph.displayList(at: 0.1).items).filter { $0.opacity == 0.5 }.count == 3)
    }

    @Test func blurAndColourAdjustmentsArePixelPasses() {
        let graph = makeGraph(Color.red.frame(width: 100, height: 50)
            .visualEffect { content, _ in content.blur(radius: 6).hueRotation(.degrees(90)) })
        let effects = groups(graph.displayList(at: 0).items).flatMap(\.effects)
        #expect(effects == [.blur(sigma: 3, opaque: false), .colorMatrix(ColorAdjustment.hueRotation(Angle.degrees(90).radians))])
    }

    @Test func aRotationInDepthProjectsTheViewAsTheModifierDoes() throws {
        let modifier = makeGraph(Color.red.frame(width: 100, height: 50)
            .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)))
        let effect = makeGraph(Color.red.frame(width: 100, height: 50)
            .visualEffect { content, _ in content.rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)) })
        let projection = try #require(groups(effect.displayList(at: 0).items).compactMap(\.projection).first)
        #expect(groups(modifier.displayList(at: 0).items).compactMap(\.projection) == [projection])
        // Turned in depth with perspective: not an affine transform.
        #expect(projection.m13 != 0)
    }

    @Test func noEffectDrawsTheViewAsItIs() {
        let plain = makeGraph(Color.red.frame(width: 100, height: 50))
        let effected = makeGraph(Color.red.frame(width: 100, height: 50).visualEffect { content, _ in content })
        #expect(effected.displayList(at: 0) == plain.displayList(at: 0))
    }
}
