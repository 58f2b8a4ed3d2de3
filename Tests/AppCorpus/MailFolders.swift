import SwiftUI

// A mail folder list with collapsible sections (`Section(isExpanded:)` in a sidebar list),
// unread badges, swipe actions, and search with an empty state.

struct MailFolder: Identifiable {
    let id = UUID()
    let name: String
    let icon: String
    var unread = 0
}

struct MailFolders: View {
    @State private var showsMailboxes = true
    @State private var showsAccount = false
    @State private var query = ""

    let mailboxes = [
        MailFolder(name: "Inbox", icon: "tray", unread: 12),
        MailFolder(name: "VIP", icon: "star", unread: 2),
        MailFolder(name: "Flagged", icon: "flag"),
        MailFolder(name: "Drafts", icon: "doc"),
    ]
    let account = [
        MailFolder(name: "Sent", icon: "paperplane"),
        MailFolder(name: "Junk", icon: "xmark.bin", unread: 5),
        MailFolder(name: "Archive", icon: "archivebox"),
    ]

    private func matches(_ folder: MailFolder) -> Bool {
        query.isEmpty || folder.name.localizedCaseInsensitiveContains(query)
    }

    var body: some View {
        NavigationStack {
            List {
                Section("Mailboxes", isExpanded: $showsMailboxes) {
                    ForEach(mailboxes.filter(matches)) { folder in
                        folderRow(folder)
                    }
                }
                Section("iCloud", isExpanded: $showsAccount) {
                    ForEach(account.filter(matches)) { folder in
                        folderRow(folder)
                    }
                }
            }
            .listStyle(.sidebar)
            .navigationTitle("Mailboxes")
            .searchable(text: $query)
            .overlay {
                if !(mailboxes + account).contains(where: matches) {
                    ContentUnavailableView.search(text: query)
                }
            }
        }
    }

    private func folderRow(_ folder: MailFolder) -> some View {
        Label(folder.name, systemImage: folder.icon)
            .badge(folder.unread)
            .swipeActions(edge: .trailing) {
                Button("Mark Read", systemImage: "envelope.open") {}
                    .tint(.blue)
            }
    }
}

#Preview {
    MailFolders()
}
