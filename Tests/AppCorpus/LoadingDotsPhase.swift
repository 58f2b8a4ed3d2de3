import SwiftUI

// A chat app's "typing" indicator and a send button that pulses: a PhaseAnimator view cycling
// through three phases forever, each dot lifting in turn, beside a message bubble.

struct TypingDots: View {
    var body: some View {
        PhaseAnimator([0, 1, 2]) { active in
            HStack(spacing: 5) {
                ForEach(0..<3) { index in
                    Circle()
                        .fill(Color.secondary)
                        .frame(width: 9, height: 9)
                        .offset(y: active == index ? -4 : 0)
                        .opacity(active == index ? 1 : 0.5)
                }
            }
        } animation: { _ in
            .easeInOut(duration: 0.3)
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .background(Color(.systemGray5), in: Capsule())
    }
}

struct LoadingDotsPhase: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Are we still on for dinner?")
                .padding(12)
                .foregroundStyle(.white)
                .background(.blue, in: RoundedRectangle(cornerRadius: 18))
                .frame(maxWidth: .infinity, alignment: .trailing)

            HStack(alignment: .bottom, spacing: 8) {
                Circle()
                    .fill(.pink.gradient)
                    .frame(width: 30, height: 30)
                    .overlay(Text("M").font(.footnote.bold()).foregroundStyle(.white))
                TypingDots()
            }
            Spacer()
        }
        .padding()
    }
}

#Preview {
    LoadingDotsPhase()
}
