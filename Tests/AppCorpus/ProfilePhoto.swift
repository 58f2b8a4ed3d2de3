import SwiftUI

struct ProfilePhoto: View {
    let url: URL?
    @State private var favoriteColor = Color.blue
    @State private var birthday = Date(timeIntervalSince1970: 0)

    var body: some View {
        VStack(spacing: 20) {
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty:
                    ProgressView()
                case .success(let image):
                    image
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                case .failure:
                    Image(systemName: "person.crop.circle.badge.exclamationmark")
                        .font(.largeTitle)
                @unknown default:
                    EmptyView()
                }
            }
            .frame(width: 120, height: 120)
            .clipShape(Circle())

            AsyncImage(url: URL(string: "https://example.com/cover.jpg")) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Color.gray.opacity(0.2)
            }
            .frame(height: 80)

            Form {
                ColorPicker("Favorite color", selection: $favoriteColor)
                DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                    .datePickerStyle(.compact)
                ShareLink("Share Profile", item: URL(string: "https://example.com/u/ada")!)
            }
        }
    }
}

#Preview {
    ProfilePhoto(url: URL(string: "https://example.com/ada.png"))
}
