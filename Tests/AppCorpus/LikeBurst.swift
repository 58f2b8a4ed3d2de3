import SwiftUI

struct LikeBurst: View {
    @State private var isLiked = false
    @State private var burst = false
    @State private var likes = 41

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle()
                    .stroke(Color.pink.opacity(burst ? 0 : 0.6), lineWidth: burst ? 1 : 8)
                    .frame(width: burst ? 120 : 40, height: burst ? 120 : 40)
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.system(size: 44))
                    .foregroundStyle(isLiked ? .pink : .secondary)
                    .scaleEffect(isLiked ? 1 : 0.9)
            }
            .frame(width: 140, height: 140)
            .onTapGesture {
                guard !isLiked else {
                    withAnimation(.smooth) {
                        isLiked = false
                        likes -= 1
                    }
                    return
                }
                withAnimation(.spring(duration: 0.4, bounce: 0.5)) {
                    isLiked = true
                    likes += 1
                }
                withAnimation(.easeOut(duration: 0.5)) {
                    burst = true
                } completion: {
                    burst = false
                }
            }
            .accessibilityLabel("Like")

            Text("\(likes) likes")
                .font(.headline)
                .contentTransition(.numericText(value: Double(likes)))
                .animation(.bouncy(extraBounce: 0.1), value: likes)
        }
    }
}

#Preview("Not liked") {
    LikeBurst()
}

#Preview("Like burst", traits: .script { Tap("Like", at: 0.2) }, .duration(1.2)) {
    LikeBurst()
}
