import Flipbook

// Transitions written as views: `.modifier(active:identity:)` (SwiftUI's
// tutorial "pivot") and the `Transition` protocol (the "Twirl" of Apple's
// documentation). Whatever differs between the phases animates.

/// Rotates its content about an anchor.
struct CornerRotateModifier: ViewModifier {
    let amount: Double
    let anchor: UnitPoint

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(amount), anchor: anchor)
            .clipped()
    }
}

extension AnyTransition {
    /// Swings in about the top-leading corner.
    @MainActor static var pivot: AnyTransition {
        .modifier(active: CornerRotateModifier(amount: -90, anchor: .topLeading),
                  identity: CornerRotateModifier(amount: 0, anchor: .topLeading))
    }
}

/// Arrives spinning out of a bright blur; leaves shrinking and fading.
struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase.isIdentity ? 1 : 0)
            .blur(radius: phase.isIdentity ? 0 : 10)
            .rotationEffect(.degrees(phase == .willAppear ? 360 : phase == .didDisappear ? -360 : 0))
            .brightness(phase == .willAppear ? 1 : 0)
    }
}

/// Three tiles inserted and removed together, each with its own transition.
struct CustomTransitionDemo: View {
    @State private var shown = false

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 24) {
                slot("pivot") {
                    if shown { tile(.orange, "Pivot").transition(.pivot) }
                }
                slot("Twirl") {
                    if shown { tile(.purple, "Twirl").transition(Twirl()) }
                }
                slot("pivot in, Twirl out") {
                    if shown {
                        tile(.teal, "Both").transition(.asymmetric(insertion: .pivot, removal: AnyTransition(Twirl())))
                    }
                }
            }
            Button("Toggle") { withAnimation(.easeInOut(duration: 1)) { shown.toggle() } }
        }
    }

    private func slot<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack(spacing: 6) {
            ZStack {
                RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gray.opacity(0.4), lineWidth: 1)
                content()
            }
            .frame(width: 100, height: 100)
            Text(title).font(.caption)
        }
    }

    private func tile(_ color: Color, _ title: String) -> some View {
        RoundedRectangle(cornerRadius: 8).fill(color)
            .overlay { Text(title).font(.headline).foregroundColor(.white) }
    }
}

extension FlipbookScene {
    static let customTransitionDemos: [FlipbookScene] = [
        FlipbookScene("custom-transitions", size: CGSize(width: 400, height: 220), duration: 3,
                      summary: "Transitions written as views: .modifier(active:identity:) and a Transition") {
            Tap("Toggle", at: 0.2)
            Tap("Toggle", at: 1.7)
        } content: {
            CustomTransitionDemo()
        }.goldenTimes([0, 0.45, 0.7, 1.3, 1.95, 2.2, 2.95]),
    ]
}
