import SwiftUI

struct MailboxItem: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let unread: Int
}

struct MailSplitView: View {
    private let mailboxes = [
        MailboxItem(name: "Inbox", unread: 12),
        MailboxItem(name: "Drafts", unread: 0),
        MailboxItem(name: "Sent", unread: 0),
    ]
    @State private var selection: MailboxItem?
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(mailboxes) { mailbox in
                HStack {
                    Label(mailbox.name, systemImage: "tray")
                    Spacer()
                    if mailbox.unread > 0 {
                        Text("\(mailbox.unread)").foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Mailboxes")
        } detail: {
            Text(selection?.name ?? "Select a mailbox")
        }
        .navigationSplitViewStyle(.balanced)
    }
}

#Preview {
    MailSplitView()
}
