import SwiftUI

enum FeedCategory: String, CaseIterable, Identifiable {
    case technology = "Tech"
    case science = "Science"
    case sports = "Sports"
    case travel = "Travel"
    var id: Self { self }
}

struct Headline: Identifiable {
    let id = UUID()
    let title: String
    let source: String
}

struct HeadlineService {
    func headlines(for category: FeedCategory) async throws -> [Headline] {
        try await Task.sleep(for: .milliseconds(600))
        switch category {
        case .technology:
            return [
                Headline(title: "New chips promise twice the battery life", source: "The Verge"),
                Headline(title: "Open-source model tops benchmark", source: "Ars Technica"),
                Headline(title: "Why everyone is talking about passkeys", source: "Wired"),
            ]
        case .science:
            return [
                Headline(title: "Telescope spots water on distant exoplanet", source: "Nature"),
                Headline(title: "Octopuses dream, researchers say", source: "Science Daily"),
            ]
        case .sports:
            return [Headline(title: "Underdogs clinch the title in overtime", source: "ESPN")]
        case .travel:
            return []
        }
    }
}

struct CategoryFeedView: View {
    @State private var category: FeedCategory = .technology
    @State private var headlines: [Headline] = []
    @State private var isLoading = true
    private let service = HeadlineService()

    private static let placeholders = (0..<4).map { _ in
        Headline(title: "Placeholder headline that spans a line", source: "Source")
    }

    var body: some View {
        NavigationStack {
            List {
                Picker("Category", selection: $category) {
                    ForEach(FeedCategory.allCases) { category in
                        Text(category.rawValue).tag(category)
                    }
                }
                .pickerStyle(.segmented)
                .listRowBackground(Color.clear)
                .listRowInsets(EdgeInsets())

                ForEach(isLoading ? Self.placeholders : headlines) { headline in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(headline.title)
                            .font(.headline)
                        Text(headline.source.uppercased())
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                    .padding(.vertical, 4)
                }
                .redacted(reason: isLoading ? .placeholder : [])
            }
            .overlay {
                if !isLoading && headlines.isEmpty {
                    ContentUnavailableView(
                        "No Stories",
                        systemImage: "newspaper",
                        description: Text("There's nothing new in \(category.rawValue) yet.")
                    )
                }
            }
            .task(id: category) {
                isLoading = true
                headlines = (try? await service.headlines(for: category)) ?? []
                isLoading = false
            }
            .refreshable {
                headlines = (try? await service.headlines(for: category)) ?? []
            }
            .navigationTitle("Headlines")
        }
    }
}

#Preview {
    CategoryFeedView()
}

#Preview("Travel (empty)", traits: .script { Tap("Travel", at: 0.8) }) {
    CategoryFeedView()
}
