import Flipbook

/// A badge that pulses through three phases, looping.
struct PhaseAnimatorDemo: View {
    enum Pulse: CaseIterable { case rest, grow, tilt }
    var body: some View {
        PhaseAnimator(Pulse.allCases) { phase in
            RoundedRectangle(cornerRadius: 16)
                .fill(phase == .grow ? Color.orange : .blue)
                .frame(width: 80, height: 80)
                .scaleEffect(phase == .grow ? 1.4 : 1)
                .rotationEffect(.degrees(phase == .tilt ? 20 : 0))
        } animation: { phase in
            phase == .rest ? .smooth : .bouncy
        }
    }
}

/// A ball that jumps each time "Jump" is tapped: keyframe tracks for height and squash.
struct KeyframeAnimatorDemo: View {
    struct Jump {
        var height: CGFloat = 0
        var squash: CGFloat = 1
    }
    @State private var jumps = 0
    var body: some View {
        VStack(spacing: 30) {
            Circle().fill(.red).frame(width: 50, height: 50)
                .keyframeAnimator(initialValue: Jump(), trigger: jumps) { content, value in
                    content
                        .scaleEffect(x: 1 / value.squash, y: value.squash, anchor: .bottom)
                        .offset(y: -value.height)
                } keyframes: { _ in
                    KeyframeTrack(\Jump.height) {
                        CubicKeyframe(0, duration: 0.1)
                        CubicKeyframe(90, duration: 0.35)
                        CubicKeyframe(0, duration: 0.35)
                    }
                    KeyframeTrack(\Jump.squash) {
                        LinearKeyframe(0.7, duration: 0.1)
                        SpringKeyframe(1.15, duration: 0.3, spring: .bouncy)
                        SpringKeyframe(1, spring: .bouncy)
                    }
                }
            Button("Jump") { jumps += 1 }
        }
    }
}

extension FlipbookScene {
    static let animatorDemos: [FlipbookScene] = [
        FlipbookScene("phase-animator", size: CGSize(width: 300, height: 200), duration: 3,
                      summary: "PhaseAnimator: three phases, each step when the last one completes") {
            PhaseAnimatorDemo()
        },
        FlipbookScene("keyframe-animator", size: CGSize(width: 300, height: 320), duration: 2,
                      summary: "keyframeAnimator: a jump with cubic height and spring squash tracks") {
            Tap("Jump", at: 0.25)
        } content: {
            KeyframeAnimatorDemo()
        },
    ]
}
