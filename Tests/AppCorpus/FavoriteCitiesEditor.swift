import SwiftUI

// A weather app's saved cities: an EditButton in the navigation bar, onDelete and onMove on the
// ForEach, and a list shown already in edit mode through the editMode environment value.

struct SavedCity: Identifiable {
    let id = UUID()
    let name: String
    let temperature: Int
    let symbol: String
}

struct FavoriteCitiesEditor: View {
    @State private var cities = [
        SavedCity(name: "Lisbon", temperature: 19, symbol: "sun.max.fill"),
        SavedCity(name: "Oslo", temperature: 2, symbol: "cloud.snow.fill"),
        SavedCity(name: "Tokyo", temperature: 14, symbol: "cloud.rain.fill"),
        SavedCity(name: "Cape Town", temperature: 24, symbol: "cloud.sun.fill"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(cities) { city in
                    HStack {
                        Image(systemName: city.symbol)
                            .symbolRenderingMode(.multicolor)
                            .frame(width: 30)
                        Text(city.name)
                        Spacer()
                        Text("\(city.temperature)°")
                            .font(.title3)
                            .monospacedDigit()
                    }
                }
                .onDelete { cities.remove(atOffsets: $0) }
                .onMove { cities.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Cities")
            .toolbar {
                EditButton()
            }
        }
    }
}

#Preview {
    FavoriteCitiesEditor()
}

#Preview("Editing Cities") {
    FavoriteCitiesEditor()
        .environment(\.editMode, .constant(.active))
}
