import SwiftUI

struct ActivityHeatmap: View {
    let counts: [Int]
    var weeks: Int { counts.count / 7 }
    var tint: Color = .green

    var body: some View {
        Canvas { context, size in
            let gap: CGFloat = 3
            let cell = min((size.width - CGFloat(weeks - 1) * gap) / CGFloat(weeks), (size.height - 6 * gap) / 7)
            let maxCount = max(counts.max() ?? 1, 1)

            for (index, count) in counts.enumerated() {
                let week = index / 7
                let day = index % 7
                let rect = CGRect(
                    x: CGFloat(week) * (cell + gap),
                    y: CGFloat(day) * (cell + gap),
                    width: cell,
                    height: cell
                )
                let path = Path(roundedRect: rect, cornerRadius: 2)
                if count == 0 {
                    context.fill(path, with: .color(Color(.systemGray5)))
                } else {
                    let intensity = 0.25 + 0.75 * Double(count) / Double(maxCount)
                    context.fill(path, with: .color(tint.opacity(intensity)))
                }
            }
        }
        .aspectRatio(CGFloat(weeks) / 7, contentMode: .fit)
    }
}

struct ActivityLegend: View {
    var tint: Color

    var body: some View {
        HStack(spacing: 3) {
            Text("Less")
            ForEach([0.0, 0.25, 0.5, 0.75, 1.0], id: \.self) { level in
                RoundedRectangle(cornerRadius: 2)
                    .fill(level == 0 ? Color(.systemGray5) : tint.opacity(level))
                    .frame(width: 10, height: 10)
            }
            Text("More")
        }
        .font(.caption2)
        .foregroundStyle(.secondary)
    }
}

struct ActivitySummaryView: View {
    private let counts: [Int] = (0..<(7 * 16)).map { index in
        let value = (index * 37 + index / 7 * 11) % 13
        return value < 4 ? 0 : value - 3
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .firstTextBaseline) {
                Text("\(counts.reduce(0, +))")
                    .font(.system(.largeTitle, design: .rounded).bold())
                Text("contributions in the last 16 weeks")
                    .foregroundStyle(.secondary)
            }
            ActivityHeatmap(counts: counts)
            HStack {
                Text("Streak: 6 days")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(
                        LinearGradient(colors: [.green, .mint], startPoint: .leading, endPoint: .trailing),
                        in: Capsule()
                    )
                Spacer()
                ActivityLegend(tint: .green)
            }
            Text("KEEP GOING")
                .font(.system(size: 44, weight: .black))
                .foregroundStyle(.clear)
                .overlay {
                    LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing)
                        .mask {
                            Text("KEEP GOING")
                                .font(.system(size: 44, weight: .black))
                        }
                }
        }
        .padding()
    }
}

#Preview {
    ActivitySummaryView()
}

#Preview("Dark", traits: .sizeThatFitsLayout) {
    ActivitySummaryView()
        .preferredColorScheme(.dark)
}
