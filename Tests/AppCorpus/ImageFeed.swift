import SwiftUI

struct FeedPost: Identifiable, Decodable {
    let id: Int
    let title: String
    let imageURL: URL
}

@MainActor
final class FeedModel: ObservableObject {
    @Published var posts: [FeedPost] = []
    @Published var isLoading = false

    func load() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(for: .seconds(1))
        posts = (1...5).map { FeedPost(id: $0, title: "Post \($0)", imageURL: URL(string: "https://example.com/\($0).jpg")!) }
    }
}

struct ImageFeed: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        NavigationStack {
            List(model.posts) { post in
                HStack(spacing: 12) {
                    AsyncImage(url: post.imageURL) { phase in
                        switch phase {
                        case .empty:
                            ProgressView()
                        case .success(let image):
                            image.resizable().scaledToFill()
                        case .failure:
                            Image(systemName: "photo")
                                .foregroundStyle(.secondary)
                        @unknown default:
                            EmptyView()
                        }
                    }
                    .frame(width: 56, height: 56)
                    .clipShape(RoundedRectangle(cornerRadius: 8))

                    Text(post.title)
                        .font(.headline)
                }
            }
            .listStyle(.plain)
            .overlay {
                if model.isLoading && model.posts.isEmpty {
                    ProgressView("Loading…")
                }
            }
            .navigationTitle("Feed")
            .task {
                await model.load()
            }
            .refreshable {
                await model.load()
            }
        }
    }
}

#Preview {
    ImageFeed()
}
