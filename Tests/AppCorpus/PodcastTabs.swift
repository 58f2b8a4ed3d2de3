import SwiftUI

// An iOS 18 tab view with a section of library tabs: a bottom tab bar on iPhone, a sidebar
// on iPad (the `sidebarAdaptable` style), with badges on tabs.

enum PodcastTab: Hashable {
    case listenNow, browse, search
    case shows, episodes
}

struct PodcastTabs: View {
    @State private var selection: PodcastTab = .listenNow
    @State private var newEpisodes = 4

    var body: some View {
        TabView(selection: $selection) {
            Tab("Listen Now", systemImage: "play.circle.fill", value: .listenNow) {
                ListenNowScreen()
            }
            Tab("Browse", systemImage: "square.grid.2x2.fill", value: .browse) {
                NavigationStack {
                    Text("Browse")
                        .navigationTitle("Browse")
                }
            }
            TabSection("Library") {
                Tab("Shows", systemImage: "square.stack", value: .shows) {
                    Text("Shows")
                }
                Tab("Episodes", systemImage: "list.bullet", value: .episodes) {
                    Text("Episodes")
                }
                .badge(newEpisodes)
            }
            Tab(value: .search, role: .search) {
                NavigationStack {
                    Text("Search")
                        .navigationTitle("Search")
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct ListenNowScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Up Next") {
                    ForEach(["The Daily Build", "Swift by Night", "Design Notes"], id: \.self) { show in
                        HStack(spacing: 12) {
                            RoundedRectangle(cornerRadius: 8)
                                .fill(.indigo.gradient)
                                .frame(width: 56, height: 56)
                            VStack(alignment: .leading) {
                                Text(show).font(.headline)
                                Text("32 min left").font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Listen Now")
        }
    }
}

#Preview {
    PodcastTabs()
}
