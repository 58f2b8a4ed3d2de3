import SwiftUI

struct DailySteps: Identifiable {
    let id = UUID()
    let weekday: String
    let steps: Int
}

struct StepsWeekChart: View {
    var days: [DailySteps]
    var goal: Int = 10_000
    @ScaledMetric(relativeTo: .caption) private var barWidth: CGFloat = 22
    private let chartHeight: CGFloat = 160

    private var maxValue: Int {
        max(days.map(\.steps).max() ?? 0, goal)
    }

    private var average: Int {
        days.isEmpty ? 0 : days.map(\.steps).reduce(0, +) / days.count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 4) {
                Text("DAILY AVERAGE")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text(average, format: .number)
                        .font(.system(.largeTitle, design: .rounded).bold())
                    Text("steps")
                        .font(.headline)
                        .foregroundStyle(.secondary)
                }
            }

            HStack(alignment: .bottom, spacing: 0) {
                ForEach(days) { day in
                    VStack(spacing: 6) {
                        Capsule()
                            .fill(day.steps >= goal ? Color.green : Color.green.opacity(0.35))
                            .frame(width: barWidth,
                                   height: chartHeight * CGFloat(day.steps) / CGFloat(maxValue))
                        Text(day.weekday)
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .frame(height: chartHeight + 20, alignment: .bottom)
            .overlay(alignment: .top) {
                GeometryReader { proxy in
                    let y = chartHeight * (1 - CGFloat(goal) / CGFloat(maxValue))
                    Path { path in
                        path.move(to: CGPoint(x: 0, y: y))
                        path.addLine(to: CGPoint(x: proxy.size.width, y: y))
                    }
                    .stroke(style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                    .foregroundStyle(.orange)
                }
            }

            Label("Goal: \(goal.formatted()) steps", systemImage: "flag.checkered")
                .font(.footnote)
                .foregroundStyle(.orange)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }
}

extension DailySteps {
    static let week: [DailySteps] = [
        DailySteps(weekday: "M", steps: 8_240),
        DailySteps(weekday: "T", steps: 11_503),
        DailySteps(weekday: "W", steps: 6_120),
        DailySteps(weekday: "T", steps: 12_870),
        DailySteps(weekday: "F", steps: 9_950),
        DailySteps(weekday: "S", steps: 14_310),
        DailySteps(weekday: "S", steps: 4_480),
    ]
}

#Preview("Steps this week") {
    ZStack {
        Color(.systemGroupedBackground).ignoresSafeArea()
        StepsWeekChart(days: DailySteps.week)
    }
}
