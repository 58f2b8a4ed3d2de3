import SwiftUI

// A list of saved cities over a sky gradient that fills the whole navigation container
// (`containerBackground(_:for: .navigation)`, iOS 18), with a bar that never draws its
// background (`toolbarBackgroundVisibility`, iOS 18), translucent spaced rows, and the screen kept
// dark (`preferredColorScheme`) so that the title reads on the sky.

struct CityWeather: Identifiable {
    let id = UUID()
    let city: String
    let condition: String
    let symbol: String
    let now: Int
    let low: Int
    let high: Int
}

struct CityWeatherList: View {
    let cities = [
        CityWeather(city: "Lisbon", condition: "Sunny", symbol: "sun.max.fill", now: 21, low: 14, high: 23),
        CityWeather(city: "Oslo", condition: "Light Snow", symbol: "cloud.snow.fill", now: -3, low: -6, high: 0),
        CityWeather(city: "Singapore", condition: "Thunderstorms", symbol: "cloud.bolt.rain.fill", now: 29, low: 25, high: 31),
        CityWeather(city: "Denver", condition: "Partly Cloudy", symbol: "cloud.sun.fill", now: 12, low: 4, high: 15),
    ]

    var body: some View {
        NavigationStack {
            List(cities) { city in
                HStack {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(city.city)
                            .font(.title3.bold())
                        Label(city.condition, systemImage: city.symbol)
                            .font(.subheadline)
                            .symbolRenderingMode(.multicolor)
                    }
                    Spacer()
                    VStack(alignment: .trailing, spacing: 4) {
                        Text("\(city.now)°")
                            .font(.system(size: 40, weight: .light))
                        Text("H:\(city.high)° L:\(city.low)°")
                            .font(.caption)
                    }
                }
                .foregroundStyle(.white)
                .listRowBackground(Rectangle().fill(.white.opacity(0.15)))
                .listRowSeparator(.hidden)
            }
            .listRowSpacing(10)
            .scrollContentBackground(.hidden)
            .navigationTitle("Weather")
            .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
            .containerBackground(
                LinearGradient(colors: [.blue, .indigo], startPoint: .top, endPoint: .bottom),
                for: .navigation
            )
        }
        .preferredColorScheme(.dark)
    }
}

#Preview {
    CityWeatherList()
}
