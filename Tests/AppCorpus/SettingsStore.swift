import SwiftUI

final class SettingsStore: ObservableObject {
    @Published var username = "guest"
    @Published var notificationsEnabled = true
    @Published var fontScale: Double = 1.0

    func reset() {
        username = "guest"
        notificationsEnabled = true
        fontScale = 1.0
    }
}

struct SettingsScreen: View {
    @StateObject private var store = SettingsStore()

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Username", text: $store.username)
                    Toggle("Notifications", isOn: $store.notificationsEnabled)
                }
                Section("Display") {
                    Slider(value: $store.fontScale, in: 0.8...1.6)
                    SettingsSummary()
                }
                Button("Reset", role: .destructive) { store.reset() }
            }
            .navigationTitle("Settings")
        }
        .environmentObject(store)
    }
}

struct SettingsSummary: View {
    @EnvironmentObject var store: SettingsStore

    var body: some View {
        Text("\(store.username) · \(store.notificationsEnabled ? "on" : "off")")
            .foregroundStyle(.secondary)
    }
}

struct ProfileBadge: View {
    @ObservedObject var store: SettingsStore

    var body: some View {
        Label(store.username, systemImage: "person.circle")
            .font(.headline)
    }
}

#Preview {
    SettingsScreen()
}
