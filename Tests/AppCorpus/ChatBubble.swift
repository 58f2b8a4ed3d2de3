import SwiftUI

struct ChatBubble: View {
    let text: String
    let isMine: Bool

    var body: some View {
        HStack {
            if isMine { Spacer(minLength: 40) }
            Text(text)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(isMine ? Color.blue : Color(.systemGray5))
                .foregroundColor(isMine ? .white : .primary)
                .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
            if !isMine { Spacer(minLength: 40) }
        }
    }
}

struct ChatView: View {
    var body: some View {
        VStack(spacing: 8) {
            ChatBubble(text: "Are we still on for lunch?", isMine: false)
            ChatBubble(text: "Yes! 12:30 at the usual place 🍜", isMine: true)
            ChatBubble(text: "Perfect, see you there", isMine: false)
        }
        .padding()
    }
}

#Preview {
    ChatView()
}
