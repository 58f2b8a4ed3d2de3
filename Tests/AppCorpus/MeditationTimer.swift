import SwiftUI

struct MeditationTimer: View {
    let duration: TimeInterval
    @State private var startDate = Date.now
    @State private var isRunning = true

    var body: some View {
        VStack(spacing: 40) {
            Text("Breathe")
                .font(.title2.weight(.semibold))
                .foregroundStyle(.secondary)

            TimelineView(.animation(minimumInterval: nil, paused: !isRunning)) { context in
                let elapsed = min(context.date.timeIntervalSince(startDate), duration)
                let progress = elapsed / duration
                let remaining = Int((duration - elapsed).rounded(.up))

                ZStack {
                    Circle()
                        .stroke(Color.teal.opacity(0.2), lineWidth: 18)
                    Circle()
                        .trim(from: 0, to: 1 - progress)
                        .stroke(
                            AngularGradient(colors: [.teal, .mint, .teal], center: .center),
                            style: StrokeStyle(lineWidth: 18, lineCap: .round)
                        )
                        .rotationEffect(.degrees(-90))
                    VStack(spacing: 6) {
                        Text(String(format: "%d:%02d", remaining / 60, remaining % 60))
                            .font(.system(size: 56, weight: .light, design: .rounded))
                            .monospacedDigit()
                        Text(remaining == 0 ? "Done" : "remaining")
                            .font(.callout)
                            .foregroundStyle(.secondary)
                    }
                    Circle()
                        .fill(Color.teal.opacity(0.25))
                        .scaleEffect(0.6 + 0.1 * sin(elapsed * .pi / 2))
                        .blur(radius: 8)
                }
                .frame(width: 260, height: 260)
            }

            HStack(spacing: 24) {
                Button {
                    startDate = .now
                } label: {
                    Image(systemName: "arrow.counterclockwise")
                        .frame(width: 56, height: 56)
                }
                .buttonStyle(.bordered)
                .clipShape(Circle())

                Button {
                    isRunning.toggle()
                } label: {
                    Image(systemName: isRunning ? "pause.fill" : "play.fill")
                        .font(.title)
                        .frame(width: 72, height: 72)
                }
                .buttonStyle(.borderedProminent)
                .clipShape(Circle())
                .tint(.teal)
            }
        }
        .padding()
    }
}

#Preview {
    MeditationTimer(duration: 5 * 60)
}

#Preview("Short", traits: .duration(3)) {
    MeditationTimer(duration: 4)
}
