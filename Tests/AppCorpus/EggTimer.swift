import SwiftUI

struct EggTimer: View {
    enum Doneness: String, CaseIterable, Identifiable {
        case soft = "Soft", medium = "Medium", hard = "Hard"

        var id: Self { self }

        var minutes: Double {
            switch self {
            case .soft: 6
            case .medium: 8
            case .hard: 11
            }
        }
    }

    @State private var doneness: Doneness = .medium
    @State private var startedAt: Date?

    private var interval: ClosedRange<Date>? {
        guard let startedAt else { return nil }
        return startedAt...startedAt.addingTimeInterval(doneness.minutes * 60)
    }

    var body: some View {
        VStack(spacing: 24) {
            Text("🥚")
                .font(.system(size: 80))

            Picker("Doneness", selection: $doneness) {
                ForEach(Doneness.allCases) { option in
                    Text(option.rawValue).tag(option)
                }
            }
            .pickerStyle(.segmented)
            .disabled(startedAt != nil)

            if let interval {
                VStack(spacing: 12) {
                    Text(timerInterval: interval, countsDown: true)
                        .font(.system(size: 56, weight: .semibold, design: .rounded))
                        .monospacedDigit()
                    ProgressView(timerInterval: interval, countsDown: true) {
                        Text("\(doneness.rawValue) boiled")
                    } currentValueLabel: {
                        Text("Ready at \(interval.upperBound, style: .time)")
                    }
                    .tint(.orange)
                }
            } else {
                Text("\(Int(doneness.minutes)) minutes")
                    .font(.title2)
                    .foregroundStyle(.secondary)
            }

            Button(startedAt == nil ? "Start" : "Reset") {
                startedAt = startedAt == nil ? .now : nil
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding(24)
    }
}

#Preview("Egg timer") {
    EggTimer()
}

#Preview("Boiling", traits: .script { Tap("Start", at: 0.2) }, .duration(3)) {
    EggTimer()
}
