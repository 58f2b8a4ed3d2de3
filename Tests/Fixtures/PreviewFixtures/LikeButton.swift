import Flipbook

/// A heart that fills when tapped, as app code writes one (test fixture for previews).
struct LikeButton: View {
    @State var isLiked = false

    var body: some View {
        Button(isLiked ? "Liked" : "Like") {
            withAnimation(.spring(duration: 0.3)) { isLiked.toggle() }
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 10)
        .background(isLiked ? Color.pink.opacity(0.2) : Color.gray.opacity(0.15), in: Capsule())
        .scaleEffect(isLiked ? 1.1 : 1)
    }
}

#Preview {
    LikeButton()
}

#Preview("Not liked", traits: .sizeThatFitsLayout) {
    LikeButton()
}

#Preview("Liked", traits: .fixedLayout(width: 200, height: 100)) {
    LikeButton(isLiked: true)
}

#Preview("Tapped", traits: .sizeThatFitsLayout, .duration(1), .script { Tap("Like", at: 0.25) }) {
    LikeButton()
        .padding()
}
