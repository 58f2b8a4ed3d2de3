import SwiftUI

// iOS 18's zoom navigation transition: a grid of photos pushes a detail page that grows out of
// the tapped thumbnail (WWDC24 "Enhance your UI animations and transitions").

struct GalleryPhoto: Identifiable, Hashable {
    let id: Int
    let title: String
    let color: Color

    static let samples: [GalleryPhoto] = [
        GalleryPhoto(id: 1, title: "Harbor", color: .blue),
        GalleryPhoto(id: 2, title: "Dunes", color: .orange),
        GalleryPhoto(id: 3, title: "Fern", color: .green),
        GalleryPhoto(id: 4, title: "Dusk", color: .purple),
        GalleryPhoto(id: 5, title: "Coral", color: .pink),
        GalleryPhoto(id: 6, title: "Glacier", color: .cyan),
        GalleryPhoto(id: 7, title: "Canyon", color: .red),
        GalleryPhoto(id: 8, title: "Meadow", color: .mint),
        GalleryPhoto(id: 9, title: "Slate", color: .gray),
    ]
}

struct ZoomPhotoGallery: View {
    @Namespace private var zoom
    @State private var path: [GalleryPhoto] = []

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(GalleryPhoto.samples) { photo in
                        NavigationLink(value: photo) {
                            photo.color.gradient
                                .aspectRatio(1, contentMode: .fill)
                                .overlay(alignment: .bottomLeading) {
                                    Text(photo.title)
                                        .font(.caption.bold())
                                        .foregroundStyle(.white)
                                        .padding(6)
                                }
                                .matchedTransitionSource(id: photo.id, in: zoom)
                        }
                    }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: GalleryPhoto.self) { photo in
                GalleryPhotoDetail(photo: photo)
                    .navigationTransition(.zoom(sourceID: photo.id, in: zoom))
            }
        }
    }
}

struct GalleryPhotoDetail: View {
    let photo: GalleryPhoto

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 24)
                .fill(photo.color.gradient)
                .containerRelativeFrame(.horizontal) { width, _ in width - 32 }
                .aspectRatio(3 / 4, contentMode: .fit)
            Text(photo.title)
                .font(.title.bold())
            Spacer()
        }
        .padding(.top)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar(.hidden, for: .tabBar)
    }
}

#Preview("Photo grid") {
    ZoomPhotoGallery()
}

#Preview("Photo detail") {
    NavigationStack {
        GalleryPhotoDetail(photo: GalleryPhoto.samples[3])
    }
}
