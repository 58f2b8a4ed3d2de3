import SwiftUI

struct StoryBubble: View {
    let name: String

    var body: some View {
        VStack {
            Circle()
                .strokeBorder(LinearGradient(colors: [.yellow, .red, .purple], startPoint: .topLeading, endPoint: .bottomTrailing), lineWidth: 3)
                .frame(width: 68, height: 68)
            Text(name)
                .font(.caption)
                .lineLimit(1)
        }
        .frame(width: 76)
    }
}

struct StoriesCarousel: View {
    let names = ["You", "Ada", "Grace", "Linus", "Margaret", "Alan", "Barbara", "Ken"]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(names, id: \.self) { name in
                        StoryBubble(name: name)
                    }
                }
            }
            .safeAreaPadding(.horizontal, 16)
            .frame(height: 110)
            Divider()
            Spacer()
        }
        .safeAreaInset(edge: .top) {
            Text("Stories")
                .font(.largeTitle.bold())
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal)
        }
    }
}

#Preview {
    StoriesCarousel()
}
