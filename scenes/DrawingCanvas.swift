import Flipbook

/// A `Canvas` drawing a clock face: transforms, clips, gradients, strokes, text and a layer
/// with a shadow filter.
/// The canvas's frame animates, and the renderer draws at the presented size: the hand's angle
/// follows the size.
struct DrawingCanvasView: View {
    @State private var turned = false

    var body: some View {
        VStack {
            Canvas { context, size in
                let side = min(size.width, size.height)
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                let face = Path(ellipseIn: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
                context.fill(face, with: .radialGradient(Gradient(colors: [.white, .cyan]), center: center,
                                                         startRadius: 0, endRadius: side / 2))
                context.stroke(face, with: .color(.indigo), lineWidth: 3)
                var ticks = context
                ticks.translateBy(x: center.x, y: center.y)
                for hour in 0..<12 {
                    var tick = ticks
                    tick.rotate(by: .degrees(Double(hour) * 30))
                    tick.stroke(Path { $0.move(to: CGPoint(x: side / 2 - 14, y: 0)); $0.addLine(to: CGPoint(x: side / 2 - 4, y: 0)) },
                                with: .color(.indigo), lineWidth: hour % 3 == 0 ? 3 : 1)
                }
                context.draw(Text("Flipbook").font(.caption.bold()), at: CGPoint(x: center.x, y: center.y + side / 4))
                var clipped = context
                clipped.clip(to: face)
                clipped.opacity = 0.5
                clipped.fill(Path(CGRect(x: 0, y: center.y + side / 3, width: size.width, height: side)),
                             with: .linearGradient(Gradient(colors: [.orange, .red]), startPoint: CGPoint(x: 0, y: center.y),
                                                   endPoint: CGPoint(x: size.width, y: center.y)))
                context.addFilter(.shadow(radius: 4, y: 3))
                context.drawLayer { layer in
                    layer.translateBy(x: center.x, y: center.y)
                    layer.rotate(by: .degrees(-90 + (side - 180) * 3))
                    layer.fill(Path(roundedRect: CGRect(x: -4, y: -4, width: side * 0.4, height: 8), cornerRadius: 4),
                               with: .conicGradient(Gradient(colors: [.purple, .pink, .purple]), center: .zero))
                }
            }
            .frame(width: turned ? 260 : 180, height: turned ? 260 : 180)
            Button("Turn") { withAnimation(.easeInOut(duration: 1)) { turned.toggle() } }
        }
    }
}

extension FlipbookScene {
    static let drawingCanvas = FlipbookScene(
        "drawing-canvas", size: CGSize(width: 320, height: 300), duration: 1,
        summary: "Canvas and GraphicsContext: transforms, clips, gradients, strokes, text, layers, filters"
    ) {
        Tap("Turn", at: 0.1)
    } content: {
        DrawingCanvasView()
    }
}
