import Flipbook

struct Wave: Shape {
    var level: Double
    var phase: Double
    var amplitude: CGFloat = 6

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(level, phase) }
        set {
            level = newValue.first
            phase = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let waterline = rect.height * (1 - level)
        path.move(to: CGPoint(x: 0, y: waterline))
        for x in stride(from: 0, through: rect.width, by: 2) {
            let angle = (x / rect.width) * 2 * .pi + phase
            path.addLine(to: CGPoint(x: x, y: waterline + sin(angle) * amplitude))
        }
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

struct BatteryWave: View {
    @State private var level: Double
    @State private var phase: Double = 0

    init(level: Double) {
        _level = State(initialValue: level)
    }

    private var tint: Color {
        level < 0.2 ? .red : level < 0.5 ? .yellow : .green
    }

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                RoundedRectangle(cornerRadius: 28)
                    .fill(Color(.secondarySystemBackground))
                Wave(level: level, phase: phase)
                    .fill(tint.gradient)
                    .clipShape(RoundedRectangle(cornerRadius: 28))
                Text(level, format: .percent.precision(.fractionLength(0)))
                    .font(.system(size: 44, weight: .bold, design: .rounded))
                    .foregroundStyle(.primary)
            }
            .frame(width: 160, height: 260)
            .overlay(alignment: .top) {
                Capsule()
                    .fill(Color(.tertiaryLabel))
                    .frame(width: 50, height: 10)
                    .offset(y: -14)
            }
            .onAppear {
                withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                    phase = 2 * .pi
                }
            }

            HStack {
                Button("Drain", systemImage: "minus") {
                    withAnimation(.easeInOut) { level = max(0, level - 0.1) }
                }
                Button("Charge", systemImage: "bolt.fill") {
                    withAnimation(.easeInOut) { level = min(1, level + 0.1) }
                }
            }
            .buttonStyle(.bordered)
        }
    }
}

#Preview("Charged") {
    BatteryWave(level: 0.72)
}

#Preview("Low") {
    BatteryWave(level: 0.14)
}
