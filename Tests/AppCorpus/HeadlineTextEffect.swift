import SwiftUI

// iOS 18 custom text rendering: a `TextRenderer` that fades each line of a headline in turn
// and lifts it, as in WWDC24's "Create custom visual effects with SwiftUI".

struct LineRevealRenderer: TextRenderer {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        let lineCount = Double(layout.count)
        for (index, line) in layout.enumerated() {
            let start = Double(index) / lineCount
            let lineProgress = min(max((progress - start) * lineCount, 0), 1)
            var copy = context
            copy.opacity = lineProgress
            copy.translateBy(x: 0, y: (1 - lineProgress) * 12)
            copy.draw(line)
        }
    }
}

struct HeadlineTextEffect: View {
    @State private var progress = 0.5

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("Your year in review is ready. See the places you went, the songs you loved, and the friends you met.")
                .font(.title.bold())
                .textRenderer(LineRevealRenderer(progress: progress))
            Slider(value: $progress)
            Button("Replay") {
                progress = 0
                withAnimation(.easeOut(duration: 1.5)) { progress = 1 }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(24)
    }
}

#Preview {
    HeadlineTextEffect()
}
