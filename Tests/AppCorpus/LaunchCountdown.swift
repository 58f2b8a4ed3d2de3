import SwiftUI

struct LaunchCountdown: View {
    let mission: String
    let launchDate: Date
    @State private var now = Date.now
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    private var secondsLeft: Int {
        max(0, Int(launchDate.timeIntervalSince(now).rounded(.up)))
    }

    var body: some View {
        VStack(spacing: 20) {
            VStack(spacing: 4) {
                Text(mission)
                    .font(.title2.bold())
                Text(secondsLeft == 0 ? "Liftoff!" : "T-minus")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            HStack(spacing: 12) {
                unit(secondsLeft / 86_400, "DAYS")
                unit(secondsLeft / 3600 % 24, "HRS")
                unit(secondsLeft / 60 % 60, "MIN")
                unit(secondsLeft % 60, "SEC")
            }

            Label(launchDate.formatted(date: .abbreviated, time: .shortened), systemImage: "calendar")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding(24)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 20))
        .padding()
        .onReceive(timer) { _ in
            now = Date.now
        }
    }

    private func unit(_ value: Int, _ label: String) -> some View {
        VStack(spacing: 2) {
            Text(String(format: "%02d", value))
                .font(.system(size: 34, weight: .semibold, design: .monospaced))
            Text(label)
                .font(.caption2.weight(.medium))
                .foregroundStyle(.secondary)
        }
        .frame(width: 64, height: 72)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview(traits: .duration(3)) {
    LaunchCountdown(mission: "Artemis III", launchDate: .now.addingTimeInterval(2 * 86_400 + 3 * 3600 + 25 * 60 + 10))
}
