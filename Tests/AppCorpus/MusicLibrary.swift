import SwiftUI

struct Song: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var artist: String
    var duration: Int
    var isFavorite = false
}

struct MusicLibrary: View {
    @State private var songs = [
        Song(title: "Blue in Green", artist: "Miles Davis", duration: 337),
        Song(title: "Clair de Lune", artist: "Claude Debussy", duration: 302, isFavorite: true),
        Song(title: "Dreams", artist: "Fleetwood Mac", duration: 257),
        Song(title: "Harvest Moon", artist: "Neil Young", duration: 303),
        Song(title: "Holocene", artist: "Bon Iver", duration: 336),
        Song(title: "Roygbiv", artist: "Boards of Canada", duration: 151),
        Song(title: "Teardrop", artist: "Massive Attack", duration: 330, isFavorite: true),
    ]
    @State private var searchText = ""

    private var filteredSongs: [Song] {
        if searchText.isEmpty { return songs }
        return songs.filter {
            $0.title.localizedCaseInsensitiveContains(searchText)
                || $0.artist.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filteredSongs) { song in
                    HStack(spacing: 12) {
                        RoundedRectangle(cornerRadius: 6)
                            .fill(LinearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                            .frame(width: 44, height: 44)
                            .overlay {
                                Image(systemName: "music.note")
                                    .foregroundStyle(.white)
                            }
                        VStack(alignment: .leading, spacing: 2) {
                            Text(song.title)
                                .font(.body)
                            Text(song.artist)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        if song.isFavorite {
                            Image(systemName: "heart.fill")
                                .foregroundStyle(.pink)
                                .font(.caption)
                        }
                        Text(Duration.seconds(song.duration), format: .time(pattern: .minuteSecond))
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .monospacedDigit()
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            songs.removeAll { $0.id == song.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            if let index = songs.firstIndex(where: { $0.id == song.id }) {
                                songs[index].isFavorite.toggle()
                            }
                        } label: {
                            Label("Favorite", systemImage: song.isFavorite ? "heart.slash" : "heart")
                        }
                        .tint(.pink)
                    }
                }
            }
            .listStyle(.plain)
            .searchable(text: $searchText, prompt: "Songs, artists")
            .navigationTitle("Library")
            .overlay {
                if filteredSongs.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
        }
    }
}

#Preview {
    MusicLibrary()
}

#Preview("Swiped", traits: .script { Swipe("Dreams", edge: .leading, at: 0.5) }) {
    MusicLibrary()
}
