import Flipbook

struct Reaction: Identifiable {
    let id = UUID()
    let emoji: String
    let count: Int
}

struct EmojiReactionsView: View {
    let reactions = [
        Reaction(emoji: "👍", count: 12),
        Reaction(emoji: "❤️", count: 7),
        Reaction(emoji: "😂", count: 3),
        Reaction(emoji: "🎉", count: 1),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Launch day! 🚀🚀🚀")
                .font(.title2)
            HStack {
                ForEach(reactions) { reaction in
                    Text("\(reaction.emoji) \(reaction.count)")
                        .font(.subheadline)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 6)
                        .background(Color(.systemGray6))
                        .clipShape(Capsule())
                }
            }
        }
        .padding()
    }
}
