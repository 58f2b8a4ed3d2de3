import SwiftUI
import Combine

// A stopwatch driven by a Combine timer (`Timer.publish` + `onReceive`), with a rolling-digit
// readout and a card whose top corners alone are rounded.

struct LapStopwatch: View {
    @State private var elapsed: TimeInterval = 83.4
    @State private var isRunning = true
    @State private var laps: [TimeInterval] = [31.2, 28.9]

    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            Text(format(elapsed))
                .font(.system(size: 64, weight: .thin, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText())
            Spacer()
            HStack {
                Button(isRunning ? "Lap" : "Reset") {
                    if isRunning {
                        laps.insert(elapsed - laps.reduce(0, +), at: 0)
                    } else {
                        elapsed = 0
                        laps = []
                    }
                }
                .buttonStyle(.bordered)
                .tint(.gray)
                Spacer()
                Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
                    .buttonStyle(.borderedProminent)
                    .tint(isRunning ? .red : .green)
            }
            .controlSize(.large)
            .buttonBorderShape(.circle)
            .padding(.horizontal, 32)
            .padding(.bottom, 24)

            VStack(alignment: .leading, spacing: 12) {
                Text("Laps")
                    .font(.headline)
                ForEach(Array(laps.enumerated()), id: \.offset) { index, lap in
                    HStack {
                        Text("Lap \(laps.count - index)")
                        Spacer()
                        Text(format(lap)).monospacedDigit()
                    }
                    .font(.body)
                }
                Spacer(minLength: 0)
            }
            .padding(24)
            .frame(maxWidth: .infinity, minHeight: 240, alignment: .topLeading)
            .background(
                .background.secondary,
                in: UnevenRoundedRectangle(topLeadingRadius: 28, topTrailingRadius: 28, style: .continuous)
            )
        }
        .ignoresSafeArea(edges: .bottom)
        .onReceive(timer) { _ in
            guard isRunning else { return }
            withAnimation { elapsed += 0.1 }
        }
    }

    private func format(_ interval: TimeInterval) -> String {
        let minutes = Int(interval) / 60
        let seconds = Int(interval) % 60
        let tenths = Int((interval * 10).rounded()) % 10
        return String(format: "%02d:%02d.%d", minutes, seconds, tenths)
    }
}

#Preview {
    LapStopwatch()
}
