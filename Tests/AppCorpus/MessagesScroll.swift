import SwiftUI

struct ChatEntry: Identifiable, Equatable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct MessagesScroll: View {
    @State private var messages: [ChatEntry] = (0..<20).map { ChatEntry(id: $0, text: "Message number \($0)", isMine: $0.isMultiple(of: 3)) }
    @State private var draft = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            HStack {
                                if message.isMine { Spacer(minLength: 60) }
                                Text(message.text)
                                    .padding(.horizontal, 12)
                                    .padding(.vertical, 8)
                                    .background(message.isMine ? Color.accentColor : Color(.secondarySystemBackground))
                                    .foregroundStyle(message.isMine ? .white : .primary)
                                    .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
                                if !message.isMine { Spacer(minLength: 60) }
                            }
                            .id(message.id)
                        }
                    }
                    .padding()
                }
                .onChange(of: messages) { oldValue, newValue in
                    withAnimation {
                        proxy.scrollTo(newValue.last?.id, anchor: .bottom)
                    }
                }
                .onAppear {
                    proxy.scrollTo(messages.last?.id, anchor: .bottom)
                }
            }
            Divider()
            HStack {
                TextField("Message", text: $draft, axis: .vertical)
                    .lineLimit(1...5)
                    .textFieldStyle(.roundedBorder)
                Button {
                    messages.append(ChatEntry(id: messages.count, text: draft, isMine: true))
                    draft = ""
                } label: {
                    Image(systemName: "arrow.up.circle.fill")
                        .font(.title)
                }
                .disabled(draft.isEmpty)
            }
            .padding()
        }
    }
}

#Preview {
    MessagesScroll()
}
