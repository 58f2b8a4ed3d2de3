import Flipbook

/// A 1080p scene long enough for 10,000 frames at 60 fps: shapes turning for ever
/// under a line of text, so every frame differs.
struct LongSceneView: View {
    @State private var turning = false

    var body: some View {
        VStack(spacing: 100) {
            Text("Ten thousand frames").font(.system(size: 72, weight: .semibold))
            HStack(spacing: 160) {
                ForEach(0..<4) { index in
                    RoundedRectangle(cornerRadius: CGFloat(index) * 30)
                        .fill([Color.blue, .red, .green, .orange][index])
                        .frame(width: 200, height: 200)
                        .rotationEffect(.degrees(turning ? 360 : 0))
                        .animation(.linear(duration: Double(index + 2)).repeatForever(autoreverses: false), value: turning)
                }
            }
        }
        .onAppear { turning = true }
    }
}

extension FlipbookScene {
    static let long1080p = FlipbookScene(
        "long-1080p", size: CGSize(width: 1920, height: 1080), duration: 170,
        summary: "10,200 frames of shapes turning for ever under a title"
    ) {
        LongSceneView()
    }
}
