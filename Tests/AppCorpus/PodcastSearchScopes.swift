import SwiftUI

// A podcast library searched with .searchable and narrowed with .searchScopes; an empty result
// shows ContentUnavailableView.search with the query.

struct PodcastEpisode: Identifiable {
    enum Kind: String, CaseIterable { case all = "All", shows = "Shows", episodes = "Episodes" }
    let id = UUID()
    let title: String
    let show: String
    let minutes: Int
    let isShow: Bool
}

struct PodcastSearchScopes: View {
    @State private var query = ""
    @State private var scope = PodcastEpisode.Kind.all

    let library = [
        PodcastEpisode(title: "The Daily Build", show: "The Daily Build", minutes: 0, isShow: true),
        PodcastEpisode(title: "Why Cities Grow", show: "Urban Futures", minutes: 42, isShow: false),
        PodcastEpisode(title: "The Science of Sleep", show: "Body Matters", minutes: 37, isShow: false),
        PodcastEpisode(title: "Urban Futures", show: "Urban Futures", minutes: 0, isShow: true),
        PodcastEpisode(title: "Swift Concurrency, Explained", show: "The Daily Build", minutes: 55, isShow: false),
    ]

    private var results: [PodcastEpisode] {
        library.filter { item in
            let matchesScope = switch scope {
            case .all: true
            case .shows: item.isShow
            case .episodes: !item.isShow
            }
            return matchesScope && (query.isEmpty || item.title.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        NavigationStack {
            List(results) { item in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(item.isShow ? Color.purple.gradient : Color.indigo.gradient)
                        .frame(width: 48, height: 48)
                        .overlay(Image(systemName: item.isShow ? "mic.fill" : "waveform").foregroundStyle(.white))
                    VStack(alignment: .leading) {
                        Text(item.title).font(.headline)
                        Text(item.isShow ? "Show" : "\(item.show) · \(item.minutes) min")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .listStyle(.plain)
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Search")
            .searchable(text: $query, prompt: "Shows, Episodes, and More")
            .searchScopes($scope) {
                ForEach(PodcastEpisode.Kind.allCases, id: \.self) { kind in
                    Text(kind.rawValue).tag(kind)
                }
            }
        }
    }
}

#Preview {
    PodcastSearchScopes()
}
