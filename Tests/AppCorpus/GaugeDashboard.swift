import SwiftUI

struct SpeedometerGaugeStyle: GaugeStyle {
    private var purpleGradient = LinearGradient(colors: [.purple, .indigo], startPoint: .leading, endPoint: .trailing)

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .foregroundColor(Color(.systemGray6))
            Circle()
                .trim(from: 0, to: 0.75 * configuration.value)
                .stroke(purpleGradient, lineWidth: 20)
                .rotationEffect(.degrees(135))
            VStack {
                configuration.currentValueLabel
                    .font(.system(size: 40, weight: .bold, design: .rounded))
                    .foregroundColor(.gray)
                Text("KM/H")
                    .font(.system(.body, design: .rounded))
                    .bold()
                    .foregroundColor(.gray)
            }
        }
        .frame(width: 200, height: 200)
    }
}

struct GaugeDashboard: View {
    @State private var speed = 72.0
    @State private var battery = 0.64

    var body: some View {
        VStack(spacing: 32) {
            Gauge(value: speed, in: 0...220) {
                Text("Speed")
            } currentValueLabel: {
                Text("\(Int(speed))")
            }
            .gaugeStyle(SpeedometerGaugeStyle())

            Gauge(value: battery) {
                Image(systemName: "battery.75")
            } currentValueLabel: {
                Text(battery, format: .percent)
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.green)

            Gauge(value: battery) {
                Text("Battery")
            }
            .gaugeStyle(.linearCapacity)
            .padding(.horizontal)
        }
    }
}

#Preview {
    GaugeDashboard()
}
