import SwiftUI

// A support chat: the message list starts at the bottom, and the composer sits in a bottom
// safe-area inset so the last message scrolls clear of it. The text field grows to five lines.

struct SupportMessage: Identifiable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct SupportChat: View {
    @State private var messages = [
        SupportMessage(id: 1, text: "Hi! How can we help today?", isMine: false),
        SupportMessage(id: 2, text: "My order #4821 says delivered but nothing arrived.", isMine: true),
        SupportMessage(id: 3, text: "Sorry about that! Let me check with the courier.", isMine: false),
        SupportMessage(id: 4, text: "The driver left it with your neighbour at number 14.", isMine: false),
        SupportMessage(id: 5, text: "Found it, thank you!", isMine: true),
    ]
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { message in
                        Text(message.text)
                            .padding(.horizontal, 14)
                            .padding(.vertical, 10)
                            .foregroundStyle(message.isMine ? .white : .primary)
                            .background(message.isMine ? Color.blue : Color(.secondarySystemBackground),
                                        in: .rect(cornerRadius: 18))
                            .frame(maxWidth: 280, alignment: message.isMine ? .trailing : .leading)
                            .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
                    }
                }
                .padding(.horizontal)
            }
            .defaultScrollAnchor(.bottom)
            .scrollDismissesKeyboard(.interactively)
            .scrollBounceBehavior(.basedOnSize)
            .safeAreaInset(edge: .bottom, spacing: 0) {
                HStack(alignment: .bottom, spacing: 8) {
                    TextField("Message", text: $draft, axis: .vertical)
                        .lineLimit(1...5)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(.background, in: .capsule)
                        .overlay(Capsule().stroke(.quaternary))
                    Button {
                        messages.append(SupportMessage(id: messages.count + 1, text: draft, isMine: true))
                        draft = ""
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.system(size: 32))
                    }
                    .disabled(draft.isEmpty)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationTitle("Support")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(.visible, for: .navigationBar)
        }
    }
}

#Preview {
    SupportChat()
}
