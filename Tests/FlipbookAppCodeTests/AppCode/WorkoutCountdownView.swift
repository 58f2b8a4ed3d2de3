import Flipbook

struct WorkoutCountdownView: View {
    let exercise: String
    let duration: TimeInterval
    @State private var endDate: Date?

    var body: some View {
        VStack(spacing: 24) {
            Text(exercise.uppercased())
                .font(.caption.weight(.bold))
                .tracking(2)
                .foregroundStyle(.orange)

            TimelineView(.periodic(from: .now, by: 1)) { _ in
                let remaining = max(0, endDate?.timeIntervalSince(.now) ?? duration)
                VStack(spacing: 12) {
                    Text(timeString(remaining))
                        .font(.system(size: 72, weight: .bold, design: .rounded))
                        .monospacedDigit()
                    ProgressView(value: 1 - remaining / duration)
                        .tint(.orange)
                        .frame(width: 220)
                }
            }

            Button(endDate == nil ? "Start" : "Restart") {
                endDate = Date.now.addingTimeInterval(duration)
            }
            .buttonStyle(.borderedProminent)
            .tint(.orange)
        }
        .padding()
        .onAppear {
            endDate = Date().addingTimeInterval(duration)
        }
    }

    private func timeString(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds.rounded(.up))
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }
}
