import Flipbook

/// Clips, masks, borders and blend modes; the clip's corner radius animates.
struct DrawingClipsMasksView: View {
    @State private var rounded = false

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 20) {
                stripes
                    .clipShape(RoundedRectangle(cornerRadius: rounded ? 40 : 4))
                stripes
                    .clipShape(Circle())
                stripes
                    .mask {
                        LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing)
                    }
                stripes
                    .mask { Text("MASK").font(.largeTitle.bold()) }
            }
            HStack(spacing: 20) {
                Text("border")
                    .padding(12)
                    .border(.purple, width: 3)
                Text("cornerRadius")
                    .padding(12)
                    .background(.yellow)
                    .cornerRadius(10)
                ZStack {
                    Circle().fill(.red).frame(width: 60, height: 60).offset(x: -18)
                    Circle().fill(.blue).frame(width: 60, height: 60).offset(x: 18).blendMode(.multiply)
                }
                .compositingGroup()
                ZStack {
                    Circle().fill(.green).frame(width: 60, height: 60).offset(x: -18)
                    Circle().fill(.pink).frame(width: 60, height: 60).offset(x: 18).blendMode(.screen)
                }
                .compositingGroup()
                Capsule()
                    .strokeBorder(.teal, style: StrokeStyle(lineWidth: 6, dash: [10, 6]))
                    .frame(width: 90, height: 44)
            }
            Button("Round") { withAnimation(.smooth(duration: 0.8)) { rounded.toggle() } }
        }
    }

    private var stripes: some View {
        HStack(spacing: 0) {
            ForEach(0..<6) { index in
                Color(hue: Double(index) / 6, saturation: 0.7, brightness: 0.95)
            }
        }
        .frame(width: 110, height: 100)
    }
}

extension FlipbookScene {
    static let drawingClipsMasks = FlipbookScene(
        "drawing-clips-masks", size: CGSize(width: 560, height: 300), duration: 1.5,
        summary: "clipShape, mask (gradient and text), border, cornerRadius, blend modes, strokeBorder"
    ) {
        Tap("Round", at: 0.2)
    } content: {
        DrawingClipsMasksView()
    }
}
