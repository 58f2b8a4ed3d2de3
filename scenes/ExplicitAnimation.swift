import Flipbook

/// A rectangle grows inside `withAnimation(.easeInOut)`; the text above it
/// moves too, because the change reaches every view whose layout it changes.
struct ExplicitAnimationView: View {
    @State private var isTall = false

    var body: some View {
        VStack {
            Text("Hello World")
            Rectangle()
                .fill(.cyan)
                .frame(width: 200, height: isTall ? 160 : 60)
            Button("Grow") {
                withAnimation(.easeInOut) { isTall.toggle() }
            }
        }
    }
}

extension FlipbookScene {
    static let explicitAnimation = FlipbookScene(
        "explicit-animation", size: CGSize(width: 400, height: 300), duration: 1,
        summary: "A rectangle grows in withAnimation(.easeInOut); the text above moves with it"
    ) {
        Tap("Grow", at: 0.25)
    } content: {
        ExplicitAnimationView()
    }
}
