import SwiftUI

struct ThreadMessage: Identifiable, Hashable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct ChatThread: View {
    @State private var messages = (1...20).map { ThreadMessage(id: $0, text: "Message \($0)", isMine: $0 % 3 == 0) }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 6) {
                    ForEach(messages) { message in
                        Text(message.text)
                            .padding(10)
                            .background(message.isMine ? Color.blue : Color(.systemGray5))
                            .foregroundColor(message.isMine ? .white : .primary)
                            .cornerRadius(16)
                            .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
                            .id(message.id)
                    }
                }
                .padding(.horizontal)
            }
            .safeAreaInset(edge: .bottom, spacing: 0) {
                HStack {
                    Spacer()
                    Button("Send") {
                        let next = ThreadMessage(id: messages.count + 1, text: "New message", isMine: true)
                        messages.append(next)
                        withAnimation {
                            proxy.scrollTo(next.id, anchor: .bottom)
                        }
                    }
                }
                .padding()
                .background(.bar)
            }
            .onAppear {
                proxy.scrollTo(messages.last?.id, anchor: .bottom)
            }
        }
    }
}

#Preview {
    ChatThread()
}
