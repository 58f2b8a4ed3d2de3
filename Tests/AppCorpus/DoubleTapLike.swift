import SwiftUI

/// A photo you double-tap to like, and hold to peek at its caption.
struct DoubleTapLike: View {
    @State private var isLiked = false
    @GestureState private var isPeeking = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.teal.gradient)
                .frame(height: 240)
            Image(systemName: "heart.fill")
                .font(.system(size: 80))
                .foregroundStyle(.white)
                .opacity(isLiked ? 1 : 0)
                .scaleEffect(isLiked ? 1 : 0.5)
            if isPeeking {
                Text("Sunset over the bay")
                    .font(.headline)
                    .padding(8)
                    .background(.ultraThinMaterial, in: Capsule())
            }
        }
        .padding()
        .gesture(
            TapGesture(count: 2).onEnded {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.5)) {
                    isLiked.toggle()
                }
            }
        )
        .simultaneousGesture(
            LongPressGesture(minimumDuration: 0.3)
                .updating($isPeeking) { value, state, _ in state = value }
        )
    }
}

#Preview {
    DoubleTapLike()
}
