import SwiftUI

struct ArticleSummary: Identifiable {
    let id = UUID()
    let title: String
    let author: String
    let minutes: Int
}

struct ArticleRow: View {
    let article: ArticleSummary

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.title)
                .font(.headline)
                .lineLimit(2)
            HStack {
                Text(article.author)
                Text("·")
                Text("\(article.minutes) min read")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    List {
        ArticleRow(article: ArticleSummary(title: "Understanding SwiftUI's layout system", author: "Jane", minutes: 8))
        ArticleRow(article: ArticleSummary(title: "Animations that feel natural", author: "Sam", minutes: 5))
    }
}
