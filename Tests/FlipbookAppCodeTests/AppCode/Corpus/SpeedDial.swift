import Flipbook

struct SpeedDial: View {
    var speed: Double
    var maximum: Double = 160
    private let sweep = 0.75

    private var fraction: Double { min(max(speed / maximum, 0), 1) }

    var body: some View {
        ZStack {
            Circle()
                .trim(from: 0, to: sweep)
                .stroke(Color(.systemGray5), style: StrokeStyle(lineWidth: 22, lineCap: .round))
                .rotationEffect(.degrees(135))

            Circle()
                .trim(from: 0, to: sweep * fraction)
                .stroke(
                    AngularGradient(colors: [.green, .yellow, .orange, .red],
                                    center: .center,
                                    startAngle: .degrees(0),
                                    endAngle: .degrees(360 * sweep)),
                    style: StrokeStyle(lineWidth: 22, lineCap: .round)
                )
                .rotationEffect(.degrees(135))

            ForEach(0..<9) { tick in
                Capsule()
                    .fill(.secondary)
                    .frame(width: 2, height: tick.isMultiple(of: 2) ? 12 : 6)
                    .offset(y: -78)
                    .rotationEffect(.degrees(-135 + Double(tick) * 270 / 8))
            }

            VStack(spacing: 0) {
                Text(speed, format: .number.precision(.fractionLength(0)))
                    .font(.system(size: 56, weight: .bold, design: .rounded))
                    .monospacedDigit()
                Text("km/h")
                    .font(.headline)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(width: 220, height: 220)
    }
}

struct RideDashboard: View {
    @State private var speed: Double

    init(speed: Double) {
        _speed = State(initialValue: speed)
    }

    var body: some View {
        VStack(spacing: 32) {
            SpeedDial(speed: speed)
            Slider(value: $speed, in: 0...160) {
                Text("Speed")
            } minimumValueLabel: {
                Image(systemName: "tortoise.fill")
            } maximumValueLabel: {
                Image(systemName: "hare.fill")
            }
            .padding(.horizontal)
        }
        .padding()
    }
}

#Preview("Cruising") {
    RideDashboard(speed: 88)
}

#Preview("Fast") {
    RideDashboard(speed: 142)
}
