import SwiftUI

struct ChatMessage: Identifiable, Equatable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct MessageBubble: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 60) }
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 10)
                .foregroundStyle(message.isMine ? .white : .primary)
                .background(
                    UnevenRoundedRectangle(
                        topLeadingRadius: 18,
                        bottomLeadingRadius: message.isMine ? 18 : 4,
                        bottomTrailingRadius: message.isMine ? 4 : 18,
                        topTrailingRadius: 18
                    )
                    .fill(message.isMine ? Color.blue : Color(.secondarySystemBackground))
                )
            if !message.isMine { Spacer(minLength: 60) }
        }
    }
}

struct TypingIndicator: View {
    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<3) { index in
                Circle()
                    .frame(width: 8, height: 8)
                    .phaseAnimator([0.4, 1.0]) { dot, phase in
                        dot.opacity(phase)
                    } animation: { _ in
                        .easeInOut(duration: 0.5).delay(Double(index) * 0.15)
                    }
            }
        }
        .foregroundStyle(.secondary)
        .padding(12)
        .background(Color(.secondarySystemBackground), in: Capsule())
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct ChatRoomView: View {
    @State private var messages: [ChatMessage] = [
        ChatMessage(id: 1, text: "Are we still on for tonight?", isMine: false),
        ChatMessage(id: 2, text: "Yes! 7pm at the usual place 🍕", isMine: true),
        ChatMessage(id: 3, text: "Perfect. Should I book a table?", isMine: false),
        ChatMessage(id: 4, text: "Good idea, it gets busy on Fridays.", isMine: true),
        ChatMessage(id: 5, text: "Done. Table for four under Sam.", isMine: false),
        ChatMessage(id: 6, text: "You're the best", isMine: true),
        ChatMessage(id: 7, text: "I know 😎", isMine: false),
    ]
    @State private var draft = ""
    @State private var isTyping = true

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            MessageBubble(message: message)
                                .id(message.id)
                        }
                        if isTyping {
                            TypingIndicator()
                                .id("typing")
                        }
                    }
                    .padding(.horizontal)
                }
                .defaultScrollAnchor(.bottom)
                .onChange(of: messages) {
                    withAnimation {
                        proxy.scrollTo(messages.last?.id, anchor: .bottom)
                    }
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack(alignment: .bottom) {
                    TextField("Message", text: $draft, axis: .vertical)
                        .lineLimit(1...4)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .overlay(Capsule().stroke(Color(.separator)))
                    Button {
                        messages.append(ChatMessage(id: messages.count + 1, text: draft, isMine: true))
                        draft = ""
                        isTyping = false
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.system(size: 32))
                    }
                    .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationTitle("Sam")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    ChatRoomView()
}

#Preview("Reply", traits: .script { TypeText("Message", "See you there!", at: 0.4); Tap("arrow.up.circle.fill", at: 1.2) }, .duration(2)) {
    ChatRoomView()
}
