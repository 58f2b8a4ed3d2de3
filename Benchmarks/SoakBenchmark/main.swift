import Flipbook
import FlipbookCommandLine

// The `flipbook` command line over two 1080p soak scenes, for scripts/soak.sh, which runs its
// commands and reports their peak memory and whether it stays flat:
// `swift run -c release SoakBenchmark render soak` and so on.

/// 48 cards that spring to a new pose and a counter that changes every second, so every frame
/// animates: the work per frame stays the same from the first frame to the last.
struct SoakView: View {
    @State private var tick = 0

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Text("Soak").font(.largeTitle.bold())
                Spacer()
                Text("tick \(tick)").font(.title)
                Button("Next") { withAnimation(.spring(duration: 0.8, bounce: 0.3)) { tick += 1 } }
            }
            LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 16), count: 8), spacing: 16) {
                ForEach(0..<48, id: \.self) { index in
                    let turned = (tick + index) % 3
                    RoundedRectangle(cornerRadius: 16)
                        .fill([Color.blue, .orange, .green][turned].gradient)
                        .frame(height: 150)
                        .overlay(Text("\(index)").font(.title).foregroundStyle(.white))
                        .scaleEffect(turned == 0 ? 1 : 0.85)
                        .rotationEffect(.degrees(Double(turned * (index % 5)) * 4))
                }
            }
        }
        .padding(48)
    }
}

extension FlipbookScene {
    /// 1920×1080, 10,000 frames (200 s at 50 fps), a tap every second.
    static let soak = FlipbookScene("soak", size: CGSize(width: 1920, height: 1080), fps: 50, duration: 200) {
        for second in 0..<200 { Tap("Next", at: Double(second) + 0.5) }
    } content: {
        SoakView()
    }

    /// The same at 20 s: 1,000 frames at 50 fps, for `gif`.
    static let soakGIF = FlipbookScene("soak-gif", size: CGSize(width: 1920, height: 1080), fps: 50, duration: 20) {
        for second in 0..<20 { Tap("Next", at: Double(second) + 0.5) }
    } content: {
        SoakView()
    }
}

FlipbookCommandLine.main(scenes: [.soak, .soakGIF])
