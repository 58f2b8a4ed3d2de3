import SwiftUI

struct Album: Identifiable {
    let id = UUID()
    let title: String
    let year: Int
    let hue: Double
}

struct ArtistProfile: View {
    let name = "Aurora Vale"
    let followers = 1_284_000
    let avatarURL = URL(string: "https://example.com/artists/aurora-vale.jpg")
    let albums = [
        Album(title: "Northern Lights", year: 2024, hue: 0.55),
        Album(title: "Glass Rivers", year: 2021, hue: 0.8),
        Album(title: "Ember", year: 2019, hue: 0.05),
        Album(title: "First Light", year: 2016, hue: 0.15),
    ]
    @State private var isFollowing = false

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                AsyncImage(url: avatarURL) { phase in
                    switch phase {
                    case .success(let image):
                        image
                            .resizable()
                            .scaledToFill()
                    case .failure:
                        Image(systemName: "person.crop.circle.badge.exclamationmark")
                            .font(.system(size: 48))
                            .foregroundStyle(.secondary)
                    default:
                        ProgressView()
                    }
                }
                .frame(width: 140, height: 140)
                .background(Color.gray.opacity(0.15))
                .clipShape(Circle())
                .overlay(Circle().stroke(.white, lineWidth: 4))
                .shadow(radius: 6)

                VStack(spacing: 4) {
                    Text(name)
                        .font(.title.bold())
                    Text("\(followers.formatted(.number.notation(.compactName))) followers")
                        .foregroundStyle(.secondary)
                }

                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                        isFollowing.toggle()
                    }
                } label: {
                    Text(isFollowing ? "Following" : "Follow")
                        .frame(width: 140)
                }
                .buttonStyle(.borderedProminent)
                .tint(isFollowing ? .gray : .accentColor)
                .controlSize(.large)

                VStack(alignment: .leading, spacing: 12) {
                    Text("Albums")
                        .font(.title2.bold())
                    ForEach(albums) { album in
                        HStack(spacing: 12) {
                            AsyncImage(url: URL(string: "https://example.com/covers/\(album.year).jpg")) { image in
                                image.resizable()
                            } placeholder: {
                                RoundedRectangle(cornerRadius: 8)
                                    .fill(Color(hue: album.hue, saturation: 0.5, brightness: 0.9).gradient)
                                    .overlay {
                                        Image(systemName: "music.note")
                                            .foregroundStyle(.white.opacity(0.8))
                                    }
                            }
                            .frame(width: 56, height: 56)
                            VStack(alignment: .leading) {
                                Text(album.title)
                                    .font(.headline)
                                Text(String(album.year))
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Image(systemName: "chevron.right")
                                .foregroundStyle(.tertiary)
                        }
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
            }
            .padding(.top)
        }
    }
}

#Preview {
    ArtistProfile()
}

#Preview("Following", traits: .script { Tap("Follow", at: 0.3) }) {
    ArtistProfile()
}
