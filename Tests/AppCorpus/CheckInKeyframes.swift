import SwiftUI

// A daily check-in card whose checkmark stamp bounces in with keyframeAnimator: separate
// keyframe tracks for scale, vertical offset and rotation, played when the check-in happens.

struct StampValues {
    var scale = 1.0
    var verticalOffset = 0.0
    var rotation = Angle.zero
}

struct CheckInKeyframes: View {
    @State private var checkIns = 0
    @State private var streak = 6

    var body: some View {
        VStack(spacing: 24) {
            Text("Day \(streak) streak")
                .font(.title.bold())
                .contentTransition(.numericText())

            ZStack {
                Circle()
                    .fill(checkIns > 0 ? Color.green.opacity(0.15) : Color(.secondarySystemBackground))
                    .frame(width: 180, height: 180)
                Image(systemName: checkIns > 0 ? "checkmark.seal.fill" : "seal")
                    .font(.system(size: 84))
                    .foregroundStyle(checkIns > 0 ? .green : .secondary)
                    .keyframeAnimator(initialValue: StampValues(), trigger: checkIns) { stamp, values in
                        stamp
                            .scaleEffect(values.scale)
                            .rotationEffect(values.rotation)
                            .offset(y: values.verticalOffset)
                    } keyframes: { _ in
                        KeyframeTrack(\.scale) {
                            LinearKeyframe(0.7, duration: 0.1)
                            SpringKeyframe(1.25, duration: 0.25, spring: .bouncy)
                            SpringKeyframe(1.0, spring: .bouncy)
                        }
                        KeyframeTrack(\.verticalOffset) {
                            CubicKeyframe(-24, duration: 0.2)
                            CubicKeyframe(0, duration: 0.3)
                        }
                        KeyframeTrack(\.rotation) {
                            CubicKeyframe(.degrees(-12), duration: 0.15)
                            CubicKeyframe(.degrees(8), duration: 0.15)
                            CubicKeyframe(.zero, duration: 0.2)
                        }
                    }
            }

            Button(checkIns > 0 ? "Checked In" : "Check In") {
                checkIns += 1
                streak += 1
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(checkIns > 0)
        }
    }
}

#Preview {
    CheckInKeyframes()
}
