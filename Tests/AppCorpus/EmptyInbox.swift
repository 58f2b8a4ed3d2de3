import SwiftUI

struct MailMessage: Identifiable {
    let id = UUID()
    var sender: String
    var subject: String
}

struct EmptyInbox: View {
    @State private var messages: [MailMessage] = []
    @State private var query = ""

    private var results: [MailMessage] {
        query.isEmpty ? messages : messages.filter { $0.subject.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            Group {
                if messages.isEmpty {
                    ContentUnavailableView("No Mail", systemImage: "tray",
                                           description: Text("New messages you receive will appear here."))
                } else if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                } else {
                    List(results) { message in
                        VStack(alignment: .leading) {
                            Text(message.sender).font(.headline)
                            Text(message.subject).foregroundStyle(.secondary)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                messages.removeAll { $0.id == message.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                        .contextMenu {
                            Button("Mark as Read") {}
                            ShareLink(item: message.subject)
                        }
                    }
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

#Preview {
    EmptyInbox()
}
