import SwiftUI

struct HeartRateSample: Identifiable {
    let id = UUID()
    let minute: Int
    let bpm: Double
}

func sampleHeartRates() -> [HeartRateSample] {
    let values: [Double] = [62, 64, 63, 70, 78, 92, 110, 124, 131, 128, 135, 142, 138, 126, 118, 104, 96, 88, 80, 74, 70, 68]
    return values.enumerated().map { HeartRateSample(minute: $0.offset * 2, bpm: $0.element) }
}

struct HeartRateSparkline: View {
    let samples: [HeartRateSample]
    var lineColor: Color = .red

    var body: some View {
        Canvas { context, size in
            guard samples.count > 1,
                  let low = samples.map(\.bpm).min(),
                  let high = samples.map(\.bpm).max() else { return }
            let range = max(high - low, 1)
            let step = size.width / CGFloat(samples.count - 1)

            func point(at index: Int) -> CGPoint {
                let y = size.height - (samples[index].bpm - low) / range * (size.height - 8) - 4
                return CGPoint(x: CGFloat(index) * step, y: y)
            }

            var line = Path()
            line.move(to: point(at: 0))
            for index in samples.indices.dropFirst() {
                line.addLine(to: point(at: index))
            }

            var area = line
            area.addLine(to: CGPoint(x: size.width, y: size.height))
            area.addLine(to: CGPoint(x: 0, y: size.height))
            area.closeSubpath()

            context.fill(area, with: .linearGradient(
                Gradient(colors: [lineColor.opacity(0.35), lineColor.opacity(0)]),
                startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            context.stroke(line, with: .color(lineColor),
                           style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))

            if let peak = samples.indices.max(by: { samples[$0].bpm < samples[$1].bpm }) {
                let center = point(at: peak)
                let dot = Path(ellipseIn: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8))
                context.fill(dot, with: .color(.white))
                context.stroke(dot, with: .color(lineColor), lineWidth: 2)
                context.draw(Text("\(Int(samples[peak].bpm))").font(.caption2.bold()).foregroundColor(lineColor),
                             at: CGPoint(x: center.x, y: center.y - 12))
            }
        }
    }
}

struct WorkoutSummaryCard: View {
    let samples: [HeartRateSample]

    private var average: Double {
        samples.map(\.bpm).reduce(0, +) / Double(max(samples.count, 1))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Label("Heart Rate", systemImage: "heart.fill")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.red)
                Spacer()
                Text("Outdoor Run")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text(average, format: .number.precision(.fractionLength(0)))
                    .font(.system(.largeTitle, design: .rounded).weight(.semibold))
                Text("BPM avg")
                    .font(.footnote.weight(.medium))
                    .foregroundStyle(.secondary)
            }
            HeartRateSparkline(samples: samples)
                .frame(height: 80)
            HStack {
                Text("0 min")
                Spacer()
                Text("\(samples.last?.minute ?? 0) min")
            }
            .font(.caption2)
            .foregroundStyle(.tertiary)
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}

#Preview {
    ScrollView {
        WorkoutSummaryCard(samples: sampleHeartRates())
            .padding()
    }
    .background(Color(.systemGroupedBackground))
}

#Preview("Sparkline only", traits: .fixedLayout(width: 240, height: 60)) {
    HeartRateSparkline(samples: sampleHeartRates(), lineColor: .pink)
}
