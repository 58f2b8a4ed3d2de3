import SwiftUI

struct ChatLine: Identifiable {
    let id: Int
    var text: String
    var isMine: Bool
}

struct ChatScrollPosition: View {
    @State private var lines: [ChatLine] = [
        "Are we still on for Saturday?", "Yes! Trailhead at 8?", "Perfect. I'll bring coffee ☕️",
        "Weather says sunny all day", "Sunscreen then 😎", "Do you need a lift?", "That'd be great, thanks",
        "I'll pick you up at 7:30", "See you then!", "Don't forget the map", "Downloaded it offline 👍",
        "What's the total distance?", "About 14 km with the lake detour", "Lake detour it is",
    ].enumerated().map { ChatLine(id: $0.offset, text: $0.element, isMine: $0.offset.isMultiple(of: 2)) }
    @State private var position = ScrollPosition(edge: .bottom)

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(lines) { line in
                        Text(line.text)
                            .padding(.horizontal, 14)
                            .padding(.vertical, 8)
                            .foregroundStyle(line.isMine ? .white : .primary)
                            .background(line.isMine ? Color.blue : Color(.systemGray5), in: .rect(cornerRadius: 18))
                            .frame(maxWidth: .infinity, alignment: line.isMine ? .trailing : .leading)
                    }
                }
                .padding()
                .scrollTargetLayout()
            }
            .scrollPosition($position)
            .navigationTitle("Sam")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Jump to Top", systemImage: "arrow.up.to.line") {
                        withAnimation {
                            position.scrollTo(edge: .top)
                        }
                    }
                }
            }
        }
    }
}

#Preview("Latest") {
    ChatScrollPosition()
}

#Preview("Jumped to top", traits: .script { Tap("Jump to Top", at: 0.2) }) {
    ChatScrollPosition()
}
