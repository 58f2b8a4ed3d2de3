import SwiftUI

struct Mailbox: Identifiable {
    let id = UUID()
    var name: String
    var icon: String
    var unread: Int
}

struct InboxBadges: View {
    let mailboxes = [
        Mailbox(name: "Inbox", icon: "tray", unread: 12),
        Mailbox(name: "VIP", icon: "star", unread: 3),
        Mailbox(name: "Drafts", icon: "doc", unread: 1),
        Mailbox(name: "Sent", icon: "paperplane", unread: 0),
        Mailbox(name: "Junk", icon: "xmark.bin", unread: 48),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Mailboxes") {
                    ForEach(mailboxes.prefix(4)) { mailbox in
                        Label(mailbox.name, systemImage: mailbox.icon)
                            .badge(mailbox.unread)
                    }
                }
                Section("Other") {
                    Label(mailboxes[4].name, systemImage: mailboxes[4].icon)
                        .badge(mailboxes[4].unread)
                        .badgeProminence(.decreased)
                    Label("Updates", systemImage: "arrow.down.circle")
                        .badge("New")
                        .badgeProminence(.increased)
                }
            }
            .listItemTint(.orange)
            .navigationTitle("Mail")
        }
    }
}

#Preview("Mailboxes") {
    InboxBadges()
}
