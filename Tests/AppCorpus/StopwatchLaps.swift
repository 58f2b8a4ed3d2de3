import SwiftUI

@Observable
final class Stopwatch {
    private(set) var startDate: Date?
    private(set) var accumulated: TimeInterval = 0
    private(set) var laps: [TimeInterval] = []

    var isRunning: Bool { startDate != nil }

    func elapsed(at date: Date) -> TimeInterval {
        accumulated + (startDate.map { date.timeIntervalSince($0) } ?? 0)
    }

    func toggle() {
        if let startDate {
            accumulated += Date().timeIntervalSince(startDate)
            self.startDate = nil
        } else {
            startDate = Date()
        }
    }

    func lapOrReset() {
        if isRunning {
            let total = elapsed(at: Date())
            laps.insert(total - laps.reduce(0, +), at: 0)
        } else {
            accumulated = 0
            laps = []
        }
    }
}

func formatted(_ interval: TimeInterval) -> String {
    let hundredths = Int((interval * 100).rounded(.down))
    return String(format: "%02d:%02d.%02d", hundredths / 6000, hundredths / 100 % 60, hundredths % 100)
}

struct StopwatchLapsView: View {
    @State private var stopwatch = Stopwatch()

    var body: some View {
        VStack(spacing: 0) {
            TimelineView(.periodic(from: .now, by: 0.01)) { context in
                Text(formatted(stopwatch.elapsed(at: context.date)))
                    .font(.system(size: 72, weight: .thin))
                    .monospacedDigit()
                    .frame(maxWidth: .infinity, minHeight: 260)
            }

            HStack {
                Button(stopwatch.isRunning ? "Lap" : "Reset", action: stopwatch.lapOrReset)
                    .buttonStyle(RoundTimerButtonStyle(color: .gray))
                Spacer()
                Button(stopwatch.isRunning ? "Stop" : "Start", action: stopwatch.toggle)
                    .buttonStyle(RoundTimerButtonStyle(color: stopwatch.isRunning ? .red : .green))
            }
            .padding(.horizontal, 24)

            List {
                ForEach(Array(stopwatch.laps.enumerated()), id: \.offset) { index, lap in
                    HStack {
                        Text("Lap \(stopwatch.laps.count - index)")
                        Spacer()
                        Text(formatted(lap))
                            .monospacedDigit()
                    }
                    .foregroundStyle(color(for: lap))
                }
            }
            .listStyle(.plain)
        }
    }

    private func color(for lap: TimeInterval) -> Color {
        guard stopwatch.laps.count > 2 else { return .primary }
        if lap == stopwatch.laps.min() { return .green }
        if lap == stopwatch.laps.max() { return .red }
        return .primary
    }
}

struct RoundTimerButtonStyle: ButtonStyle {
    let color: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.callout)
            .foregroundStyle(color == .gray ? Color.primary : color)
            .frame(width: 80, height: 80)
            .background(color.opacity(configuration.isPressed ? 0.5 : 0.25), in: Circle())
            .overlay(Circle().stroke(color.opacity(0.25), lineWidth: 2).padding(-4))
    }
}

#Preview {
    StopwatchLapsView()
        .preferredColorScheme(.dark)
}

#Preview("Running", traits: .script { Tap("Start", at: 0.2); Tap("Lap", at: 0.9); Tap("Lap", at: 1.5) }) {
    StopwatchLapsView()
}
