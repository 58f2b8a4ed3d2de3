import SwiftUI

struct City: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let country: String
    let population: Int
    let timeZone: String
}

extension City {
    static let all: [City] = [
        City(name: "Tokyo", country: "Japan", population: 37_115_035, timeZone: "Asia/Tokyo"),
        City(name: "Delhi", country: "India", population: 33_807_403, timeZone: "Asia/Kolkata"),
        City(name: "São Paulo", country: "Brazil", population: 22_806_704, timeZone: "America/Sao_Paulo"),
        City(name: "Cairo", country: "Egypt", population: 22_623_874, timeZone: "Africa/Cairo"),
        City(name: "Mexico City", country: "Mexico", population: 22_505_315, timeZone: "America/Mexico_City"),
        City(name: "New York", country: "United States", population: 18_937_000, timeZone: "America/New_York"),
        City(name: "Lagos", country: "Nigeria", population: 16_536_018, timeZone: "Africa/Lagos"),
        City(name: "Paris", country: "France", population: 11_276_701, timeZone: "Europe/Paris"),
        City(name: "Lima", country: "Peru", population: 11_204_382, timeZone: "America/Lima"),
        City(name: "London", country: "United Kingdom", population: 9_748_033, timeZone: "Europe/London"),
    ]
}

struct CitySearchView: View {
    @State private var searchText: String
    @State private var recentSearches = ["Paris", "Lima"]

    init(searchText: String = "") {
        _searchText = State(initialValue: searchText)
    }

    private var results: [City] {
        guard !searchText.isEmpty else { return City.all }
        return City.all.filter {
            $0.name.localizedCaseInsensitiveContains(searchText) || $0.country.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        NavigationStack {
            List(results) { city in
                HStack {
                    VStack(alignment: .leading) {
                        Text(city.name)
                            .font(.headline)
                        Text(city.country)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(city.population, format: .number.notation(.compactName))
                        .font(.callout.monospacedDigit())
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Cities")
            .searchable(text: $searchText, placement: .navigationBarDrawer(displayMode: .always), prompt: "City or country")
            .searchSuggestions {
                if searchText.isEmpty {
                    ForEach(recentSearches, id: \.self) { recent in
                        Label(recent, systemImage: "clock.arrow.circlepath")
                            .searchCompletion(recent)
                    }
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
        }
    }
}

#Preview {
    CitySearchView()
}

#Preview("Filtered") {
    CitySearchView(searchText: "an")
}

#Preview("No results") {
    CitySearchView(searchText: "Atlantis")
}
