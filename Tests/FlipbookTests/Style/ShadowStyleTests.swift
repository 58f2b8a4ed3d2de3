@testable import Flipbook
import FlipbookDisplayList
import Testing

/// `ShapeStyle.shadow(_:)`: a filled shape over its drop shadows (a layer casting each), then its
/// inner shadows, each the shadow of an opaque frame around the shape clipped to the shape.
@MainActor
@Suite struct ShadowStyleTests {
    /// The groups of the only shape `view` draws, outermost first, down to the shape.
    private func items(_ view: some View) -> [DisplayItem] {
        makeGraph(view, size: CGSize(width: 100, height: 100)).displayList(at: 0).items
    }

    private func groups(_ items: [DisplayItem]) -> [GroupDrawing] {
        items.compactMap { if case .group(let group) = $0 { group } else { nil } }
    }

    @Test func dropShadowsEachCastTheShapeInALayer() throws {
        let square = Rectangle()
            .fill(Color.white.shadow(.drop(color: .black, radius: 4, x: 2, y: 3)).shadow(.drop(color: .red, radius: 6)))
            .frame(width: 40, height: 40)
        let outer = try #require(groups(items(square)).first)
        let layers = groups(outer.items)
        #expect(layers.map(\.effects) == [[.shadow(color: .black, sigma: 2, offset: CGSize(width: 2, height: 3))],
                                          [.shadow(color: lightRGBA(.red), sigma: 3, offset: .zero)]])
        #expect(layers.allSatisfy { $0.items.count == 1 })
        #expect(makeGraph(square, size: CGSize(width: 100, height: 100)).shapes(in: .white, at: 0)
            == Array(repeating: CGRect(x: 30, y: 30, width: 40, height: 40), count: 2))
    }

    @Test func anInnerShadowIsAFramesShadowClippedToTheShape() throws {
        let square = Rectangle()
            .fill(Color.white.shadow(.inner(color: .black, radius: 2, x: 1, y: 1)))
            .frame(width: 40, height: 40)
        let outer = try #require(groups(items(square)).first)
        #expect(outer.items.count == 2)
        guard case .shape(let shape) = outer.items[0], case .group(let clipped) = outer.items[1] else {
            Issue.record("expected the shape, then its clipped inner shadow")
            return
        }
        #expect(clipped.clip == shape.path)
        let caster = try #require(groups(clipped.items).first)
        #expect(caster.effects == [.shadow(color: .black, sigma: 1, offset: CGSize(width: 1, height: 1))])
        guard case .shape(let frame) = caster.items.first else {
            Issue.record("expected the frame casting the shadow")
            return
        }
        // The frame: 3σ + |x| + |y| + 1 = 6 pt around the square, with the square cut out.
        #expect(frame.fillRule == .evenOdd)
        #expect(frame.path.elements.prefix(3) == [.move(to: CGPoint(x: 24, y: 24)), .line(to: CGPoint(x: 76, y: 24)),
                                                  .line(to: CGPoint(x: 76, y: 76))])
        #expect(Array(frame.path.elements.dropFirst(5)) == shape.path.elements)
    }
}
