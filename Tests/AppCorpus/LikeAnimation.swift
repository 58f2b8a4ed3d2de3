import SwiftUI

struct HeartValues {
    var scale = 1.0
    var verticalOffset = 0.0
    var rotation = Angle.zero
}

struct PostCard: View {
    let author: String
    let text: String
    @State private var isLiked = false
    @State private var likes = 128
    @State private var bookmarkCount = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "person.crop.circle.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.gray)
                VStack(alignment: .leading) {
                    Text(author).font(.headline)
                    Text("2h ago").font(.caption).foregroundStyle(.secondary)
                }
            }
            Text(text)

            HStack(spacing: 24) {
                Button {
                    isLiked.toggle()
                    likes += isLiked ? 1 : -1
                } label: {
                    HStack(spacing: 6) {
                        Image(systemName: isLiked ? "heart.fill" : "heart")
                            .foregroundStyle(isLiked ? .red : .secondary)
                            .keyframeAnimator(initialValue: HeartValues(), trigger: isLiked) { content, value in
                                content
                                    .scaleEffect(value.scale)
                                    .rotationEffect(value.rotation)
                                    .offset(y: value.verticalOffset)
                            } keyframes: { _ in
                                KeyframeTrack(\.scale) {
                                    SpringKeyframe(1.4, duration: 0.2)
                                    CubicKeyframe(0.9, duration: 0.15)
                                    SpringKeyframe(1.0, spring: .bouncy)
                                }
                                KeyframeTrack(\.verticalOffset) {
                                    LinearKeyframe(-12, duration: 0.2)
                                    SpringKeyframe(0, spring: .bouncy)
                                }
                                KeyframeTrack(\.rotation) {
                                    CubicKeyframe(.degrees(-15), duration: 0.15)
                                    CubicKeyframe(.degrees(10), duration: 0.15)
                                    CubicKeyframe(.zero, duration: 0.1)
                                }
                            }
                        Text(likes, format: .number)
                            .contentTransition(.numericText(value: Double(likes)))
                            .foregroundStyle(.primary)
                    }
                }
                .sensoryFeedback(.impact(weight: .light), trigger: isLiked)

                Button {
                    bookmarkCount += 1
                } label: {
                    Image(systemName: "bookmark")
                        .symbolEffect(.bounce, value: bookmarkCount)
                }

                Image(systemName: "wifi")
                    .symbolEffect(.variableColor.iterative)
                    .foregroundStyle(.blue)

                Spacer()
            }
            .font(.title3)
            .buttonStyle(.plain)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 20).fill(.white).shadow(radius: 4, y: 2))
        .padding()
    }
}

struct LoadingBadge: View {
    var body: some View {
        Text("LIVE")
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(.red, in: Capsule())
            .phaseAnimator([false, true]) { badge, pulsing in
                badge
                    .scaleEffect(pulsing ? 1.1 : 1)
                    .opacity(pulsing ? 0.7 : 1)
            }
    }
}

#Preview {
    VStack {
        LoadingBadge()
        PostCard(author: "Alex Kim", text: "Just finished my first half marathon! 🏃‍♀️ Thanks everyone for the support.")
    }
}

#Preview("Liked", traits: .script { Tap("heart 128", at: 0.3) }) {
    PostCard(author: "Alex Kim", text: "Sunset over the bay tonight was unreal.")
}
