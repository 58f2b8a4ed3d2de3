import SwiftUI

struct Post: Codable, Identifiable {
    let id: Int
    let title: String
    let body: String
}

@MainActor
final class PostsViewModel: ObservableObject {
    enum LoadState {
        case loading
        case loaded([Post])
        case failed(String)
    }

    @Published var state: LoadState = .loading

    func load() async {
        state = .loading
        do {
            let url = URL(string: "https://jsonplaceholder.typicode.com/posts")!
            let (data, response) = try await URLSession.shared.data(from: url)
            guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
                throw URLError(.badServerResponse)
            }
            state = .loaded(try JSONDecoder().decode([Post].self, from: data))
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

struct PostsFeed: View {
    @StateObject private var model = PostsViewModel()

    var body: some View {
        NavigationStack {
            Group {
                switch model.state {
                case .loading:
                    ProgressView("Loading posts…")
                case .loaded(let posts):
                    List(posts) { post in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(post.title)
                                .font(.headline)
                            Text(post.body)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                                .lineLimit(2)
                        }
                    }
                case .failed(let message):
                    ContentUnavailableView {
                        Label("Couldn't Load Posts", systemImage: "wifi.slash")
                    } description: {
                        Text(message)
                    } actions: {
                        Button("Try Again") {
                            Task { await model.load() }
                        }
                        .buttonStyle(.borderedProminent)
                    }
                }
            }
            .navigationTitle("Posts")
            .task { await model.load() }
            .refreshable { await model.load() }
        }
    }
}

#Preview {
    PostsFeed()
}
