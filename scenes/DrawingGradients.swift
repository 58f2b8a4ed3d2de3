import Flipbook

/// Every gradient style as a fill, a stroke, a background and a view; the tiles grow with a
/// spring, and each gradient follows its shape's presented frame.
struct DrawingGradientsView: View {
    @State private var wide = false
    private let sunset = Gradient(colors: [.yellow, .orange, .pink, .purple])

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(LinearGradient(gradient: sunset, startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: wide ? 160 : 110, height: 110)
                Circle()
                    .fill(RadialGradient(colors: [.white, .blue, .indigo], center: .center, startRadius: 5, endRadius: 55))
                    .frame(width: 110, height: 110)
                Ellipse()
                    .fill(EllipticalGradient(colors: [.mint, .teal, .clear]))
                    .frame(width: wide ? 180 : 140, height: 110)
            }
            HStack(spacing: 16) {
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 110, height: 110)
                Circle()
                    .strokeBorder(AngularGradient(gradient: sunset, center: .center, startAngle: .degrees(-90),
                                                  endAngle: .degrees(180)), lineWidth: 14)
                    .frame(width: 110, height: 110)
                Text("Color.gradient")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(20)
                    .background(Color.blue.gradient)
                    .frame(width: wide ? 180 : 140)
                LinearGradient(stops: [.init(color: .green, location: 0), .init(color: .green, location: 0.5),
                                       .init(color: .black, location: 0.5), .init(color: .white, location: 1)],
                               startPoint: .top, endPoint: .bottom)
                    .frame(width: 40, height: 110)
            }
            HStack(spacing: 40) {
                Text("Gradient text")
                    .font(.title)
                    .bold()
                    .foregroundStyle(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .leading, endPoint: .trailing))
                Button("Grow") { withAnimation(.spring(duration: 0.8)) { wide.toggle() } }
            }
        }
    }
}

extension FlipbookScene {
    static let drawingGradients = FlipbookScene(
        "drawing-gradients", size: CGSize(width: 640, height: 320), duration: 1.5,
        summary: "Linear, radial, elliptical and angular gradients, Color.gradient, strokeBorder, gradient text"
    ) {
        Tap("Grow", at: 0.2)
    } content: {
        DrawingGradientsView()
    }
}

extension FlipbookScene {
    /// The drawing galleries (issue 5).
    public static let drawingDemos: [FlipbookScene] = [.drawingShapes, .drawingGradients, .drawingEffects, .drawingClipsMasks, .drawingCanvas, .drawingImages]
}
