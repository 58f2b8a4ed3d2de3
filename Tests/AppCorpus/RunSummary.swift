import SwiftUI

struct RunSummary {
    var distance = Measurement(value: 8.42, unit: UnitLength.kilometers)
    var duration: Duration = .seconds(2_735)
    var elevation = Measurement(value: 112, unit: UnitLength.meters)
    var energy = Measurement(value: 612, unit: UnitEnergy.kilocalories)
    var heartRate = 152

    var pacePerKilometer: Duration {
        .seconds(Double(duration.components.seconds) / distance.converted(to: .kilometers).value)
    }
}

struct RunSummaryView: View {
    let run: RunSummary

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Morning Run")
                    .font(.largeTitle.bold())
                Text(Date(timeIntervalSince1970: 1_780_000_000), format: .dateTime.weekday(.wide).day().month(.wide))
                    .foregroundStyle(.secondary)
            }

            Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 16) {
                GridRow {
                    Metric(title: "Distance", value: run.distance.formatted(.measurement(width: .abbreviated, usage: .asProvided)))
                    Metric(title: "Time", value: run.duration.formatted(.time(pattern: .hourMinuteSecond)))
                }
                GridRow {
                    Metric(title: "Avg Pace", value: run.pacePerKilometer.formatted(.time(pattern: .minuteSecond)) + " /km")
                    Metric(title: "Avg Heart Rate", value: "\(run.heartRate) BPM")
                }
                GridRow {
                    Metric(title: "Elevation Gain", value: run.elevation.formatted(.measurement(width: .abbreviated, usage: .asProvided)))
                    Metric(title: "Active Energy", value: run.energy.formatted(.measurement(width: .abbreviated, usage: .asProvided)))
                }
            }

            Divider()

            LabeledContent("Splits") {
                Text(Duration.seconds(318).formatted(.units(allowed: [.minutes, .seconds], width: .narrow)))
            }
            .font(.subheadline)
            Spacer()
        }
        .padding()
    }
}

struct Metric: View {
    let title: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.title2.weight(.semibold))
                .fontWidth(.condensed)
                .monospacedDigit()
                .foregroundStyle(.yellow.gradient)
        }
    }
}

#Preview {
    RunSummaryView(run: RunSummary())
        .preferredColorScheme(.dark)
}
