import Flipbook

struct InboxMessage: Identifiable {
    let id: Int
    let sender: String
    let subject: String
}

struct InboxBarView: View {
    let messages = [
        InboxMessage(id: 1, sender: "Ada", subject: "Engine notes"),
        InboxMessage(id: 2, sender: "Charles", subject: "Difference engine"),
        InboxMessage(id: 3, sender: "Grace", subject: "Compiler draft"),
        InboxMessage(id: 4, sender: "Alan", subject: "On computable numbers"),
    ]

    var body: some View {
        NavigationStack {
            List(messages) { message in
                VStack(alignment: .leading, spacing: 2) {
                    Text(message.sender).font(.headline)
                    Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Compose", systemImage: "square.and.pencil") {}
                }
            }
            .toolbarBackground(.indigo, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
        }
    }
}

struct TintedTabsView: View {
    var body: some View {
        TabView {
            Text("Today")
                .tabItem { Label("Today", systemImage: "sun.max") }
                .toolbarBackground(.orange.opacity(0.3), for: .tabBar)
                .toolbarBackground(.visible, for: .tabBar)
            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

#Preview("Inbox bar") {
    InboxBarView()
}

#Preview("Tinted tabs") {
    TintedTabsView()
}
