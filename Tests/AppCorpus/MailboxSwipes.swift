import SwiftUI

struct Message: Identifiable {
    let id = UUID()
    var sender: String
    var subject: String
    var isUnread = true
    var isFlagged = false
}

struct MailboxView: View {
    @State private var messages = [
        Message(sender: "Ana", subject: "Lunch on Friday?"),
        Message(sender: "Shop", subject: "Your order has shipped", isUnread: false),
        Message(sender: "Ben", subject: "Photos from the trip"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(messages) { message in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(message.sender).font(.headline)
                        Text(message.subject).foregroundStyle(.secondary)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            toggleUnread(message)
                        } label: {
                            Label(message.isUnread ? "Read" : "Unread", systemImage: "envelope.badge")
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            delete(message)
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                        Button {
                            toggleFlag(message)
                        } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
                }
                .onMove { messages.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.plain)
            .refreshable {
                try? await Task.sleep(for: .seconds(1))
            }
            .navigationTitle("Inbox")
            .toolbar { EditButton() }
        }
    }

    private func toggleUnread(_ message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].isUnread.toggle()
    }

    private func toggleFlag(_ message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].isFlagged.toggle()
    }

    private func delete(_ message: Message) {
        withAnimation {
            messages.removeAll { $0.id == message.id }
        }
    }
}

#Preview {
    MailboxView()
}
