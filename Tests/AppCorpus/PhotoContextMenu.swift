import SwiftUI

struct Snapshot: Identifiable {
    let id = UUID()
    var title: String
    var colors: [Color]
    var isFavorite = false
}

struct PhotoContextMenu: View {
    @State private var snapshots = [
        Snapshot(title: "Sunrise", colors: [.orange, .pink]),
        Snapshot(title: "Lagoon", colors: [.teal, .blue], isFavorite: true),
        Snapshot(title: "Meadow", colors: [.green, .yellow]),
        Snapshot(title: "Dusk", colors: [.purple, .indigo]),
        Snapshot(title: "Ember", colors: [.red, .orange]),
        Snapshot(title: "Frost", colors: [.cyan, .white]),
    ]

    private let columns = [GridItem(.adaptive(minimum: 110), spacing: 4)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 4) {
                    ForEach($snapshots) { $snapshot in
                        tile(for: snapshot)
                            .aspectRatio(1, contentMode: .fill)
                            .hoverEffect(.lift)
                            .contextMenu {
                                Button {
                                    snapshot.isFavorite.toggle()
                                } label: {
                                    Label(snapshot.isFavorite ? "Unfavorite" : "Favorite",
                                          systemImage: snapshot.isFavorite ? "heart.slash" : "heart")
                                }
                                ShareLink(item: snapshot.title)
                                Divider()
                                Button("Delete", systemImage: "trash", role: .destructive) {
                                    snapshots.removeAll { $0.id == snapshot.id }
                                }
                            } preview: {
                                tile(for: snapshot)
                                    .frame(width: 300, height: 300)
                                    .overlay(alignment: .bottomLeading) {
                                        Text(snapshot.title)
                                            .font(.title2.bold())
                                            .foregroundStyle(.white)
                                            .padding()
                                    }
                            }
                    }
                }
            }
            .navigationTitle("Library")
        }
    }

    private func tile(for snapshot: Snapshot) -> some View {
        LinearGradient(colors: snapshot.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
            .overlay(alignment: .bottomTrailing) {
                if snapshot.isFavorite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.white)
                        .padding(6)
                }
            }
    }
}

#Preview("Library") {
    PhotoContextMenu()
}
