import Testing
@testable import Flipbook
import FlipbookDisplayList

/// What a `Canvas` renderer records: state wraps each drawing, clips in canvas coordinates.
@MainActor
@Suite struct CanvasTests {
    private func list(_ renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void) -> String {
        makeGraph(Canvas(renderer: renderer).frame(width: 40, height: 20), size: CGSize(width: 100, height: 50))
            .displayList(at: 0).description
    }

    @Test func drawingsAreInTheCanvasFrame() {
        #expect(list { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        } == """
            group transform (1, 0, 0, 1, 30, 15) opacity 1
              fill nonZero rgba(0, 0, 0, 1) M 0,0 L 40,0 L 40,20 L 0,20 Z
            """)
    }

    @Test func transformFiltersOpacityBlendAndClipWrapEachDrawing() {
        #expect(list { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
            context.translateBy(x: 5, y: 0)
            context.scaleBy(x: 2, y: 2)
            context.opacity = 0.5
            context.blendMode = .multiply
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), style: FillStyle(eoFill: true))
            context.addFilter(.blur(radius: 4))
            context.addFilter(.colorInvert(0.25))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .foreground, lineWidth: 2)
        } == """
            group transform (1, 0, 0, 1, 30, 15) opacity 1
              group transform (1, 0, 0, 1, 0, 0) opacity 1 clip M 0,0 L 10,0 L 10,10 L 0,10 Z
                group transform (1, 0, 0, 1, 0, 0) opacity 1 clip evenOdd M 5,0 L 7,0 L 7,2 L 5,2 Z
                  group transform (1, 0, 0, 1, 0, 0) opacity 0.5 blend multiply
                    group transform (1, 0, 0, 1, 0, 0) opacity 1 blur 2 matrix [0.5, 0, 0, 0, 0.25, 0, 0.5, 0, 0, 0.25, 0, 0, 0.5, 0, 0.25, 0, 0, 0, 1, 0]
                      group transform (2, 0, 0, 2, 5, 0) opacity 1
                        stroke rgba(0, 0, 0, 1) width 2 cap butt join miter miterLimit 10 dash [] phase 0 M 0,0 L 4,0 L 4,4 L 0,4 Z
            """)
    }

    @Test func textIsAnchoredByItsMeasuredSize() {
        // The fake measurer makes "Hi" at 17 pt 17 × 21.25 pt.
        #expect(list { context, _ in
            context.draw(Text("Hi"), at: CGPoint(x: 20, y: 10))
        } == """
            group transform (1, 0, 0, 1, 30, 15) opacity 1
              text "Hi" at (11.5, -0.625) rgba(0, 0, 0, 1) sans 17 w400 width nil align leading lines nil truncate tail spacing 0
            """)
    }

    @Test func layersStartFromTheContextTransform() {
        #expect(list { context, _ in
            context.translateBy(x: 3, y: 4)
            context.opacity = 0.25
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)),
                           with: .conicGradient(Gradient(colors: [.black, .white]), center: .zero))
            }
        } == """
            group transform (1, 0, 0, 1, 30, 15) opacity 1
              group transform (1, 0, 0, 1, 0, 0) opacity 0.25
                group transform (1, 0, 0, 1, 0, 0) opacity 1 isolated
                  group transform (1, 0, 0, 1, 3, 4) opacity 1
                    fill nonZero angular(rgba(0, 0, 0, 1) 0, rgba(1, 1, 1, 1) 1 at (0, 0) 0…6.283 rad) M 0,0 L 1,0 L 1,1 L 0,1 Z
            """)
    }

    @Test func symbolsAreLaidOutOnceAndDrawnWhereTheRendererPutsThem() {
        var foundMissing: Bool?
        let canvas = Canvas { context, _ in
            foundMissing = context.resolveSymbol(id: "none") != nil
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            #expect(dot.size == CGSize(width: 4, height: 2))
            context.draw(dot, at: CGPoint(x: 10, y: 10))
            context.draw(dot, in: CGRect(x: 0, y: 0, width: 8, height: 8))
        } symbols: {
            Color.red.frame(width: 4, height: 2).tag("dot")
            Text("Not drawn in place")
        }
        let list = makeGraph(canvas.frame(width: 40, height: 20), size: CGSize(width: 100, height: 50)).displayList(at: 0)
        #expect(foundMissing == false)
        // The symbol was laid out at the canvas's origin (30, 15): its drawing is moved back to zero,
        // then centred on (10, 10), then scaled 2 × 4 into the rect. (`Color.red` is iOS's system red.)
        #expect(list.description == """
            group transform (1, 0, 0, 1, 30, 15) opacity 1
              group transform (1, 0, 0, 1, 8, 9) opacity 1
                group transform (1, 0, 0, 1, -30, -15) opacity 1
                  fill nonZero rgba(1, 0.231, 0.188, 1) M 30,15 L 34,15 L 34,17 L 30,17 Z
              group transform (2, 0, 0, 4, 0, 0) opacity 1
                group transform (1, 0, 0, 1, -30, -15) opacity 1
                  fill nonZero rgba(1, 0.231, 0.188, 1) M 30,15 L 34,15 L 34,17 L 30,17 Z
            """)
    }
}
