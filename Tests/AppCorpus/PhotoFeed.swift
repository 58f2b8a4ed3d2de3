import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

struct PhotoCard: View {
    let photo: Photo

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 12)
                .fill(photo.color.gradient)
                .frame(height: 180)
            Text(photo.title)
                .font(.headline)
            Text("Photo #\(photo.id)")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct PhotoFeed: View {
    let photos = (1...12).map { Photo(id: $0, title: "Sunset \($0)", color: [.orange, .pink, .purple][$0 % 3]) }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 24) {
                ForEach(photos) { photo in
                    PhotoCard(photo: photo)
                }
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground).ignoresSafeArea())
    }
}

#Preview {
    PhotoFeed()
}
