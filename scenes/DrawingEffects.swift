import Flipbook

/// Shadows (a composited card, and text whose every glyph run casts one) and blur whose radii
/// and offsets animate, and the colour adjustments.
struct DrawingEffectsView: View {
    @State private var lifted = false

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 24) {
                Text("Card")
                    .font(.headline)
                    .frame(width: 110, height: 80)
                    .background(RoundedRectangle(cornerRadius: 14).fill(.white))
                    .compositingGroup()
                    .shadow(radius: lifted ? 16 : 2, y: lifted ? 10 : 1)
                Text("Shadow")
                    .font(.title.bold())
                    .foregroundStyle(.orange)
                    .shadow(color: .red.opacity(0.6), radius: 4, x: 3, y: 3)
                Circle()
                    .fill(.blue)
                    .frame(width: 80, height: 80)
                    .blur(radius: lifted ? 12 : 0)
                Text("Blurred")
                    .font(.title2)
                    .blur(radius: lifted ? 3 : 0)
            }
            HStack(spacing: 12) {
                ForEach(0..<6) { index in
                    swatch
                        .modifier(Adjustment(index: index, amount: lifted ? 1 : 0))
                }
            }
            Button("Lift") { withAnimation(.easeInOut(duration: 0.8)) { lifted.toggle() } }
        }
    }

    private var swatch: some View {
        HStack(spacing: 0) {
            Color.red
            Color.green
            Color.blue
        }
        .frame(width: 72, height: 48)
        .overlay(Text("Aa").font(.headline).foregroundStyle(.white))
    }
}

/// One colour adjustment per swatch, full strength at `amount` 1.
private struct Adjustment: ViewModifier {
    let index: Int
    let amount: Double

    func body(content: Content) -> some View {
        switch index {
        case 0: AnyView(content.brightness(0.3 * amount))
        case 1: AnyView(content.contrast(1 - 0.6 * amount))
        case 2: AnyView(content.saturation(1 - amount))
        case 3: AnyView(content.hueRotation(.degrees(120 * amount)))
        case 4: AnyView(content.colorMultiply(amount > 0.5 ? .yellow : .white))
        default: AnyView(content.colorInvert().grayscale(amount))
        }
    }
}

extension FlipbookScene {
    static let drawingEffects = FlipbookScene(
        "drawing-effects", size: CGSize(width: 560, height: 300), duration: 1.5,
        summary: "Animated shadows and blur; brightness, contrast, saturation, hue, multiply, invert"
    ) {
        Tap("Lift", at: 0.2)
    } content: {
        DrawingEffectsView()
    }
}
