import Flipbook

/// `Text("Hello")` slides across when "Move" is tapped: the offset animates
/// because `.animation(.linear, value:)` sits above it and its value changed.
struct ImplicitAnimationView: View {
    @State private var moved = false

    var body: some View {
        VStack(spacing: 24) {
            Text("Hello")
                .font(.largeTitle)
                .offset(x: moved ? 100 : -100)
                .animation(.linear, value: moved)
            Button("Move") { moved.toggle() }
        }
    }
}

extension FlipbookScene {
    static let implicitAnimation = FlipbookScene(
        "implicit-animation", size: CGSize(width: 400, height: 200), duration: 1,
        summary: "Text slides with .animation(.linear, value:) after a tap"
    ) {
        Tap("Move", at: 0.25)
    } content: {
        ImplicitAnimationView()
    }
}
