import Flipbook

/// Scenes for the motion tests: each in a good form and a deliberately broken one.
enum MotionScenes {
    /// A bar that grows in `withAnimation(animation)` when "Grow" is tapped at 0.25 s.
    static func growingBar(_ animation: Animation) -> FlipbookScene {
        FlipbookScene("growing-bar", size: CGSize(width: 300, height: 300), duration: 1.5) {
            Tap("Grow", at: 0.25)
        } content: {
            GrowingBar(animation: animation)
        }
    }

    /// A card shown when "Show" is tapped at 0.25 s: with an opacity transition in an animated
    /// transaction, or (broken) without animation, so it pops in.
    static func card(animated: Bool) -> FlipbookScene {
        FlipbookScene("card", size: CGSize(width: 300, height: 200), duration: 1) {
            Tap("Show", at: 0.25)
        } content: {
            Card(animated: animated)
        }
    }

    /// A dot that steps through scales `phases` (linear, 0.3 s each) when "Pulse" is tapped at 0.1 s.
    static func pulse(_ phases: [Double]) -> FlipbookScene {
        FlipbookScene("pulse", size: CGSize(width: 200, height: 200), duration: 1.5) {
            Tap("Pulse", at: 0.1)
        } content: {
            Pulse(phases: phases)
        }
    }
}

private struct GrowingBar: View {
    let animation: Animation
    @State private var isTall = false

    var body: some View {
        VStack {
            Rectangle().fill(.blue).frame(width: 100, height: isTall ? 160 : 60)
            Button("Grow") { withAnimation(animation) { isTall.toggle() } }
        }
    }
}

private struct Card: View {
    let animated: Bool
    @State private var isShown = false

    var body: some View {
        VStack {
            if isShown {
                Text("Card").padding().background(.yellow).transition(.opacity)
            }
            Button("Show") {
                if animated {
                    withAnimation(.easeOut(duration: 0.3)) { isShown = true }
                } else {
                    isShown = true
                }
            }
        }
    }
}

private struct Pulse: View {
    let phases: [Double]
    @State private var pulses = 0

    var body: some View {
        VStack {
            Circle().fill(.red).frame(width: 40, height: 40)
                .phaseAnimator(phases, trigger: pulses) { content, scale in
                    content.scaleEffect(scale)
                } animation: { _ in .linear(duration: 0.3) }
            Button("Pulse") { pulses += 1 }
        }
    }
}

extension MotionScenes {
    /// The growing bar, animated unless the viewer asked to reduce motion.
    static func politeBar(reduceMotion: Bool) -> FlipbookScene {
        var scene = FlipbookScene("polite-bar", size: CGSize(width: 300, height: 300), duration: 1) {
            Tap("Grow", at: 0.25)
        } content: {
            PoliteBar()
        }
        scene.accessibilityReduceMotion = reduceMotion
        return scene
    }
}

private struct PoliteBar: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isTall = false

    var body: some View {
        VStack {
            Rectangle().fill(.blue).frame(width: 100, height: isTall ? 160 : 60)
            Button("Grow") { withAnimation(reduceMotion ? nil : .easeInOut) { isTall.toggle() } }
        }
    }
}

extension MotionScenes {
    /// A square raised 100 points over one linear second by a keyframe animator when "Raise" is
    /// tapped at 0.5 s, beside a dot whose opacity loops through a half-second timeline.
    static var keyframes: FlipbookScene {
        FlipbookScene("keyframes", size: CGSize(width: 300, height: 300), duration: 2) {
            Tap("Raise", at: 0.5)
        } content: {
            RaisedSquare()
        }
    }
}

private struct RaisedSquare: View {
    @State private var raises = 0

    var body: some View {
        VStack {
            Rectangle().fill(.blue).frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: CGFloat(0), trigger: raises) { content, height in
                    content.offset(y: -height)
                } keyframes: { _ in
                    KeyframeTrack { LinearKeyframe(CGFloat(100), duration: 1) }
                }
            Circle().fill(.red).frame(width: 10, height: 10)
                .keyframeAnimator(initialValue: 1.0) { content, opacity in
                    content.opacity(opacity)
                } keyframes: { _ in
                    KeyframeTrack { LinearKeyframe(0.0, duration: 0.5) }
                }
            Button("Raise") { raises += 1 }
        }
    }
}
