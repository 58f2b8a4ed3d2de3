import Flipbook

/// A heart and a count that pops when tapped.
public struct LikeButton: View {
    @State private var isLiked: Bool
    @State private var count: Int

    public init(isLiked: Bool = false, count: Int = 41) {
        _isLiked = State(initialValue: isLiked)
        _count = State(initialValue: count)
    }

    public var body: some View {
        Button {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.5)) {
                isLiked.toggle()
                count += isLiked ? 1 : -1
            }
        } label: {
            HStack(spacing: 8) {
                Circle()
                    .fill(isLiked ? Color.pink : Color.gray.opacity(0.3))
                    .frame(width: 18, height: 18)
                    .scaleEffect(isLiked ? 1.25 : 1)
                Text("\(count)")
                    .font(.headline)
                    .foregroundStyle(isLiked ? Color.pink : Color.primary)
            }
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(Color.gray.opacity(0.12), in: Capsule())
        }
        .accessibilityIdentifier("like")
    }
}

#Preview("Not liked", traits: .sizeThatFitsLayout) {
    LikeButton()
        .padding()
}

#Preview("Liked", traits: .sizeThatFitsLayout) {
    LikeButton(isLiked: true, count: 42)
        .padding()
}

#Preview("Like tapped", traits: .sizeThatFitsLayout, .duration(1.2), .script { Tap("like", at: 0.2) }) {
    LikeButton()
        .padding()
}
