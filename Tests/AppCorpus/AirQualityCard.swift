import SwiftUI

struct AirQualityReading {
    var index: Double
    var pm25: Double
    var ozone: Double
    var humidity: Double
    var city: String

    var category: String {
        switch index {
        case ..<51: "Good"
        case ..<101: "Moderate"
        case ..<151: "Unhealthy for Sensitive Groups"
        default: "Unhealthy"
        }
    }

    var color: Color {
        switch index {
        case ..<51: .green
        case ..<101: .yellow
        case ..<151: .orange
        default: .red
        }
    }
}

struct AirQualityCard: View {
    let reading: AirQualityReading
    private let scale = Gradient(colors: [.green, .yellow, .orange, .red, .purple])

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 4) {
                    Label(reading.city, systemImage: "location.fill")
                        .font(.headline)
                    Text(reading.category)
                        .font(.title3.bold())
                        .foregroundStyle(reading.color)
                }
                Spacer()
                Gauge(value: reading.index, in: 0...300) {
                    Text("AQI")
                } currentValueLabel: {
                    Text(reading.index, format: .number.precision(.fractionLength(0)))
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("300")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(scale)
                .scaleEffect(1.3)
                .padding(8)
            }

            GroupBox {
                VStack(spacing: 12) {
                    pollutant("PM2.5", value: reading.pm25, limit: 35, unit: "µg/m³")
                    pollutant("Ozone", value: reading.ozone, limit: 70, unit: "ppb")
                }
            } label: {
                Label("Pollutants", systemImage: "aqi.medium")
            }

            Gauge(value: reading.humidity, in: 0...100) {
                Label("Humidity", systemImage: "humidity.fill")
            } currentValueLabel: {
                Text("\(Int(reading.humidity))%")
            }
            .gaugeStyle(.linearCapacity)
            .tint(.blue)
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
        .padding()
    }

    private func pollutant(_ name: String, value: Double, limit: Double, unit: String) -> some View {
        HStack {
            Text(name)
                .frame(width: 56, alignment: .leading)
            Gauge(value: min(value, limit), in: 0...limit) {
                EmptyView()
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(value > limit * 0.8 ? .orange : .green)
            Text("\(value, specifier: "%.0f") \(unit)")
                .font(.caption)
                .foregroundStyle(.secondary)
                .frame(width: 72, alignment: .trailing)
        }
    }
}

#Preview {
    ZStack {
        LinearGradient(colors: [.blue.opacity(0.6), .cyan.opacity(0.3)], startPoint: .top, endPoint: .bottom)
            .ignoresSafeArea()
        AirQualityCard(reading: AirQualityReading(index: 72, pm25: 21, ozone: 44, humidity: 58, city: "Oakland"))
    }
}

#Preview("Unhealthy", traits: .sizeThatFitsLayout) {
    AirQualityCard(reading: AirQualityReading(index: 168, pm25: 64, ozone: 81, humidity: 22, city: "Fresno"))
}
