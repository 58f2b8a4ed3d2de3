import SwiftUI
import Foundation

struct Article: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct ArticleLoader: View {
    @State private var category = "Swift"
    @State private var articles: [Article] = []
    @State private var showsBanner = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Picker("Category", selection: $category) {
                Text("Swift").tag("Swift")
                Text("Design").tag("Design")
            }
            .pickerStyle(.segmented)
            if articles.isEmpty {
                ProgressView()
            }
            ForEach(articles) { article in
                Text(article.title)
                    .onAppear { print("shown \(article.id)") }
            }
            if showsBanner {
                Text("Up to date").font(.caption)
            }
        }
        .padding()
        .task(id: category) {
            articles = []
            try? await Task.sleep(nanoseconds: 400_000_000)
            withAnimation(.easeOut) {
                articles = (1...3).map { Article(id: $0, title: "\(category) article \($0)") }
            } completion: {
                showsBanner = true
            }
        }
    }
}

#Preview {
    ArticleLoader()
}
