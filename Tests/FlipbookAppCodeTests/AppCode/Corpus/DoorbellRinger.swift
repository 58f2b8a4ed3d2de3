import Flipbook

struct RingValues {
    var angle = Angle.zero
    var scale = 1.0
    var verticalOffset = 0.0
}

struct DoorbellRinger: View {
    @State private var rings = 0
    var visitor = "Courier"

    var body: some View {
        VStack(spacing: 32) {
            Image(systemName: "bell.fill")
                .font(.system(size: 80))
                .foregroundStyle(.yellow)
                .keyframeAnimator(initialValue: RingValues(), trigger: rings) { content, value in
                    content
                        .rotationEffect(value.angle, anchor: .top)
                        .scaleEffect(value.scale)
                        .offset(y: value.verticalOffset)
                } keyframes: { _ in
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.degrees(18), duration: 0.12)
                        CubicKeyframe(.degrees(-16), duration: 0.16)
                        CubicKeyframe(.degrees(12), duration: 0.16)
                        CubicKeyframe(.degrees(-8), duration: 0.16)
                        SpringKeyframe(.zero, duration: 0.4, spring: .bouncy)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.15, duration: 0.1)
                        SpringKeyframe(1.0, duration: 0.5, spring: .snappy)
                    }
                    KeyframeTrack(\.verticalOffset) {
                        LinearKeyframe(-10, duration: 0.1)
                        CubicKeyframe(0, duration: 0.3)
                    }
                }

            VStack(spacing: 6) {
                Text("\(visitor) at the front door")
                    .font(.title3.bold())
                Text(rings == 1 ? "Rang once" : "Rang \(rings) times")
                    .foregroundStyle(.secondary)
            }

            Button {
                rings += 1
            } label: {
                Label("Ring", systemImage: "hand.tap.fill")
                    .padding(.horizontal, 24)
            }
            .buttonStyle(.borderedProminent)
            .tint(.orange)
        }
        .padding()
        .onAppear { rings = 1 }
    }
}

#Preview("Ringing") {
    DoorbellRinger()
}
