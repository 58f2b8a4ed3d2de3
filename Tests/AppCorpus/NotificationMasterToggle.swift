import SwiftUI

struct AlertChannel: Identifiable {
    let id = UUID()
    var name: String
    var icon: String
    var isEnabled: Bool
}

struct NotificationMasterToggle: View {
    @State private var channels = [
        AlertChannel(name: "Mentions", icon: "at", isEnabled: true),
        AlertChannel(name: "Direct messages", icon: "bubble.left.and.bubble.right", isEnabled: true),
        AlertChannel(name: "Weekly digest", icon: "newspaper", isEnabled: false),
        AlertChannel(name: "Product updates", icon: "sparkles", isEnabled: false),
    ]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle(sources: $channels, isOn: \.isEnabled) {
                        Text("All notifications")
                            .fontWeight(.semibold)
                    }
                } footer: {
                    Text("\(channels.filter(\.isEnabled).count) of \(channels.count) turned on")
                }

                Section("Channels") {
                    ForEach($channels) { $channel in
                        Toggle(isOn: $channel.isEnabled) {
                            Label(channel.name, systemImage: channel.icon)
                        }
                    }
                }
            }
            .navigationTitle("Notifications")
        }
    }
}

#Preview("Mixed") {
    NotificationMasterToggle()
}

#Preview("All on", traits: .script { Flip("All notifications", at: 0.2) }) {
    NotificationMasterToggle()
}
