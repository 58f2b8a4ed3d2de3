import SwiftUI

struct WeatherCard: View {
    let city: String
    let temperature: Int
    let condition: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(city)
                .font(.title2.bold())
            HStack(alignment: .firstTextBaseline) {
                Text("\(temperature)°")
                    .font(.system(size: 56, weight: .thin))
                Image(systemName: "cloud.sun.fill")
                    .symbolRenderingMode(.multicolor)
                    .font(.largeTitle)
            }
            Text(condition)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.blue.gradient, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
        .foregroundStyle(.white)
        .padding()
    }
}

#Preview {
    WeatherCard(city: "Cupertino", temperature: 21, condition: "Partly cloudy")
}
