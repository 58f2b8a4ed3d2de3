import SwiftUI

struct HourForecast: Identifiable {
    let id = UUID()
    let hour: Int
    let symbol: String
    let temperature: Int
}

struct WeatherNow: View {
    let forecast: [HourForecast] = (0..<12).map {
        HourForecast(hour: (9 + $0) % 24, symbol: $0 % 3 == 0 ? "sun.max.fill" : "cloud.sun.fill", temperature: 14 + $0 % 5)
    }

    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, Color("lightBlue", bundle: nil)], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()

            VStack(spacing: 8) {
                Text("Cupertino")
                    .font(.system(size: 32, weight: .medium, design: .default))
                    .foregroundStyle(.white)
                Text("21°")
                    .font(.system(size: 70, weight: .thin))
                    .foregroundStyle(.white)
                Label("Mostly Sunny", systemImage: "sun.max.fill")
                    .symbolRenderingMode(.multicolor)
                    .foregroundStyle(.white)

                ScrollView(.horizontal) {
                    HStack(spacing: 20) {
                        ForEach(forecast) { item in
                            VStack(spacing: 8) {
                                Text("\(item.hour)")
                                    .font(.footnote.weight(.semibold))
                                Image(systemName: item.symbol)
                                    .symbolRenderingMode(.multicolor)
                                    .frame(height: 24)
                                Text("\(item.temperature)°")
                                    .font(.title3)
                            }
                            .foregroundStyle(.white)
                        }
                    }
                    .padding()
                    .scrollTargetLayout()
                }
                .scrollIndicators(.hidden)
                .scrollTargetBehavior(.viewAligned)
                .background(.ultraThinMaterial, in: .rect(cornerRadius: 16))
                .padding()

                Spacer()
            }
        }
    }
}

#Preview {
    WeatherNow()
}
