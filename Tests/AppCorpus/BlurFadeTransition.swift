import SwiftUI

struct BlurFade: Transition {
    var radius: CGFloat = 12

    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .blur(radius: phase.isIdentity ? 0 : radius)
            .opacity(phase.isIdentity ? 1 : 0)
            .scaleEffect(phase == .willAppear ? 0.9 : phase == .didDisappear ? 1.1 : 1)
    }
}

struct SlideUpModifier: ViewModifier {
    let offset: CGFloat

    func body(content: Content) -> some View {
        content.offset(y: offset)
    }
}

extension AnyTransition {
    static var slideUp: AnyTransition {
        .modifier(active: SlideUpModifier(offset: 40), identity: SlideUpModifier(offset: 0))
            .combined(with: .opacity)
    }
}

struct BlurFadeTransition: View {
    @State private var showsQuote = false
    @State private var showsAuthor = false

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            if showsQuote {
                Text("“Simplicity is the ultimate sophistication.”")
                    .font(.system(.title, design: .serif))
                    .multilineTextAlignment(.center)
                    .transition(BlurFade())
            }
            if showsAuthor {
                Text("— Leonardo da Vinci")
                    .font(.headline)
                    .foregroundStyle(.secondary)
                    .transition(.slideUp)
            }
            Spacer()
            Button(showsQuote ? "Hide" : "Reveal") {
                withAnimation(.easeOut(duration: 0.6)) {
                    showsQuote.toggle()
                }
                withAnimation(.easeOut(duration: 0.6).delay(0.3)) {
                    showsAuthor.toggle()
                }
            }
            .buttonStyle(.bordered)
        }
        .padding(32)
    }
}

#Preview("Hidden") {
    BlurFadeTransition()
}

#Preview("Revealed", traits: .script { Tap("Reveal", at: 0.2) }, .duration(1.5)) {
    BlurFadeTransition()
}
