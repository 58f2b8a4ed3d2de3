import SwiftUI

struct PhotoAlbum: Identifiable {
    let id = UUID()
    let title: String
    let photoCount: Int
    let hue: Double
}

struct PinnedPhotoGridView: View {
    private let albums = [
        PhotoAlbum(title: "Iceland", photoCount: 11, hue: 0.55),
        PhotoAlbum(title: "Birthday", photoCount: 7, hue: 0.95),
        PhotoAlbum(title: "Garden", photoCount: 9, hue: 0.3),
    ]
    private let columns = [GridItem(.flexible(), spacing: 2), GridItem(.flexible(), spacing: 2), GridItem(.flexible(), spacing: 2)]
    private let rows = [GridItem(.fixed(60)), GridItem(.fixed(60))]

    var body: some View {
        NavigationStack {
            ScrollView {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHGrid(rows: rows, spacing: 8) {
                        ForEach(0..<10) { index in
                            Circle()
                                .fill(Color(hue: Double(index) / 10, saturation: 0.5, brightness: 0.9))
                                .overlay(Text("\(index + 1)").font(.caption.bold()))
                                .frame(width: 60)
                        }
                    }
                    .padding(.horizontal)
                }
                .frame(height: 136)

                LazyVGrid(columns: columns, spacing: 2, pinnedViews: [.sectionHeaders]) {
                    ForEach(albums) { album in
                        Section {
                            ForEach(0..<album.photoCount, id: \.self) { index in
                                AsyncImage(url: URL(string: "https://picsum.photos/seed/\(album.title)\(index)/300")) { phase in
                                    switch phase {
                                    case .success(let image):
                                        image.resizable().scaledToFill()
                                    case .failure:
                                        Image(systemName: "photo")
                                            .foregroundStyle(.secondary)
                                    case .empty:
                                        Color(hue: album.hue, saturation: 0.25 + Double(index % 4) * 0.1, brightness: 0.85)
                                    @unknown default:
                                        EmptyView()
                                    }
                                }
                                .frame(minWidth: 0, maxWidth: .infinity)
                                .aspectRatio(1, contentMode: .fill)
                                .clipped()
                            }
                        } header: {
                            HStack {
                                Text(album.title)
                                    .font(.headline)
                                Spacer()
                                Text("\(album.photoCount) photos")
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                            .padding(.horizontal)
                            .padding(.vertical, 8)
                            .background(.regularMaterial)
                        }
                    }
                }
            }
            .navigationTitle("Library")
        }
    }
}

#Preview {
    PinnedPhotoGridView()
}

#Preview("Scrolled", traits: .script { Scroll(toY: 400, at: 0.3) }) {
    PinnedPhotoGridView()
}
