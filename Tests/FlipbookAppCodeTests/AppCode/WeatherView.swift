import Flipbook

struct WeatherView: View {
    var city = "Cupertino"
    var temperature = 23
    var condition = "Sunny"

    var body: some View {
        VStack(spacing: 8) {
            Text(city)
                .font(.largeTitle)
            Image(systemName: "sun.max.fill")
                .font(.system(size: 64))
                .foregroundStyle(.yellow)
            Text("\(temperature)°")
                .font(.system(size: 56, weight: .thin))
            Text(condition)
                .font(.title3)
                .foregroundStyle(.secondary)
            HStack(spacing: 24) {
                Label("12 km/h", systemImage: "wind")
                Label("40%", systemImage: "drop.fill")
            }
            .font(.footnote)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(.ultraThinMaterial, in: Capsule())
        }
        .padding(32)
        .background(
            LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
        )
        .foregroundColor(.white)
    }
}
