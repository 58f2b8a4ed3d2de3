import SwiftUI

struct Episode: Identifiable, Hashable {
    let id: Int
    var title: String
    var minutes: Int
}

@MainActor
final class EpisodeStore: ObservableObject {
    @Published private(set) var episodes: [Episode] = [
        Episode(id: 2, title: "Listening to cities", minutes: 42),
        Episode(id: 1, title: "The first broadcast", minutes: 35),
    ]
    @Published private(set) var lastUpdated = "Never"

    func reload() async {
        try? await Task.sleep(for: .seconds(1))
        let next = (episodes.map(\.id).max() ?? 0) + 1
        episodes.insert(Episode(id: next, title: "Episode \(next)", minutes: 30 + next), at: 0)
        lastUpdated = "Just now"
    }
}

struct EpisodeList: View {
    @StateObject private var store = EpisodeStore()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(store.episodes) { episode in
                        LabeledContent(episode.title, value: "\(episode.minutes) min")
                    }
                } footer: {
                    Text("Updated: \(store.lastUpdated)")
                }
                RefreshRow()
            }
            .refreshable {
                await store.reload()
            }
            .navigationTitle("Episodes")
        }
    }
}

/// A row that refreshes the list it is in, as pulling it would.
struct RefreshRow: View {
    @Environment(\.refresh) private var refresh

    var body: some View {
        if let refresh {
            Button("Check for new episodes") {
                Task { await refresh() }
            }
        }
    }
}
