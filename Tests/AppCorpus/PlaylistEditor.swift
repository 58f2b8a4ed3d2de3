import SwiftUI

// A playlist in edit mode with multiple selection (`List(selection:)` over a `Set`), tracks
// that cannot be picked while they are unavailable (`selectionDisabled`), reordering, and a
// bottom toolbar whose buttons act on the selection.

struct PlaylistTrack: Identifiable, Hashable {
    let id: Int
    let title: String
    let artist: String
    let duration: Duration
    var isAvailable = true
}

struct PlaylistEditor: View {
    @State private var tracks = [
        PlaylistTrack(id: 1, title: "Morning Tide", artist: "Lumen", duration: .seconds(214)),
        PlaylistTrack(id: 2, title: "Paper Planes", artist: "The Kites", duration: .seconds(187)),
        PlaylistTrack(id: 3, title: "Glass Houses", artist: "Nora Vale", duration: .seconds(243), isAvailable: false),
        PlaylistTrack(id: 4, title: "Slow Orbit", artist: "Lumen", duration: .seconds(301)),
        PlaylistTrack(id: 5, title: "Northbound", artist: "Field Notes", duration: .seconds(198)),
    ]
    @State private var selection: Set<PlaylistTrack.ID> = [2, 4]

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(tracks) { track in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(track.title)
                            Text(track.artist)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(track.duration.formatted(.time(pattern: .minuteSecond)))
                            .font(.subheadline.monospacedDigit())
                            .foregroundStyle(.secondary)
                    }
                    .opacity(track.isAvailable ? 1 : 0.4)
                    .selectionDisabled(!track.isAvailable)
                }
                .onMove { tracks.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.inset)
            .navigationTitle("Road Trip")
            .toolbar {
                EditButton()
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                    Spacer()
                    Text("\(selection.count) selected")
                        .font(.footnote)
                    Spacer()
                    Button("Delete", systemImage: "trash", role: .destructive) {
                        tracks.removeAll { selection.contains($0.id) }
                        selection.removeAll()
                    }
                }
            }
        }
    }
}

#Preview {
    PlaylistEditor()
}

#Preview("Playlist selection") {
    PlaylistEditor()
        .environment(\.editMode, .constant(.active))
}
