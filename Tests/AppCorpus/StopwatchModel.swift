import SwiftUI
import Observation

@Observable
final class SplitStopwatch {
    var startDate: Date?
    var laps: [TimeInterval] = []

    var isRunning: Bool { startDate != nil }

    func start(at date: Date) { startDate = date }

    func lap(at date: Date) {
        guard let startDate else { return }
        laps.append(date.timeIntervalSince(startDate))
    }
}

struct StopwatchView: View {
    @State private var stopwatch = SplitStopwatch()

    var body: some View {
        VStack(spacing: 12) {
            TimelineView(.animation(minimumInterval: 0.01, paused: !stopwatch.isRunning)) { context in
                let elapsed = stopwatch.startDate.map { context.date.timeIntervalSince($0) } ?? 0
                Text(elapsed, format: .number.precision(.fractionLength(2)))
                    .font(.largeTitle.monospacedDigit())
            }
            HStack {
                Button("Start") { stopwatch.start(at: .now) }
                Button("Lap") { stopwatch.lap(at: .now) }
                    .disabled(!stopwatch.isRunning)
            }
            ForEach(stopwatch.laps, id: \.self) { lap in
                Text("Lap: \(lap, specifier: "%.2f") s")
            }
        }
        .padding()
    }
}

#Preview {
    StopwatchView()
}
