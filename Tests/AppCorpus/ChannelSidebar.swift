import SwiftUI

// A team chat's channel list: sections of channels and direct messages with .badge counts for
// unread messages, bold names when unread, a presence dot, and a toolbar compose button.

struct ChatChannel: Identifiable, Hashable {
    let id = UUID()
    let name: String
    var unread = 0
    var isDirect = false
    var isOnline = false
}

struct ChannelSidebar: View {
    let channels = [
        ChatChannel(name: "general", unread: 4),
        ChatChannel(name: "design-review"),
        ChatChannel(name: "ios-team", unread: 12),
        ChatChannel(name: "random"),
    ]
    let directMessages = [
        ChatChannel(name: "Maya Chen", unread: 1, isDirect: true, isOnline: true),
        ChatChannel(name: "Tom Okafor", isDirect: true),
        ChatChannel(name: "Sofia Ricci", isDirect: true, isOnline: true),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Channels") {
                    ForEach(channels) { channel in
                        Label(channel.name, systemImage: "number")
                            .fontWeight(channel.unread > 0 ? .semibold : .regular)
                            .badge(channel.unread)
                    }
                }
                Section("Direct Messages") {
                    ForEach(directMessages) { person in
                        HStack {
                            Circle()
                                .fill(person.isOnline ? Color.green : Color.gray.opacity(0.4))
                                .frame(width: 10, height: 10)
                            Text(person.name)
                                .fontWeight(person.unread > 0 ? .semibold : .regular)
                        }
                        .badge(person.unread > 0 ? Text("\(person.unread) new") : nil)
                    }
                }
            }
            .navigationTitle("Acme Inc.")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                }
            }
        }
    }
}

#Preview {
    ChannelSidebar()
}
