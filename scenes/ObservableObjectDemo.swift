import Flipbook

// An app's settings screen written for Combine's models: an ObservableObject with @Published
// properties, owned by a @StateObject and shared with a row through @EnvironmentObject.

final class ProfileSettings: ObservableObject {
    @Published var username = "guest"
    @Published var notificationsEnabled = true
}

struct ProfileSettingsScreen: View {
    @StateObject private var settings = ProfileSettings()

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Username", text: $settings.username)
                    Toggle("Notifications", isOn: $settings.notificationsEnabled)
                }
                Section("Summary") {
                    ProfileSummary()
                }
            }
            .navigationTitle("Settings")
        }
        .environmentObject(settings)
    }
}

struct ProfileSummary: View {
    @EnvironmentObject var settings: ProfileSettings

    var body: some View {
        Text("\(settings.username) · notifications \(settings.notificationsEnabled ? "on" : "off")")
            .foregroundStyle(.secondary)
    }
}

extension FlipbookScene {
    /// The summary row follows the model as the script types a name and flips the toggle.
    static let observableObjectSettings = FlipbookScene("observable-object-settings", size: CGSize(width: 390, height: 420),
                                                        duration: 2,
                                                        summary: "ObservableObject + @StateObject + @EnvironmentObject settings form") {
        TypeText("Username", "ada", at: 0.3)
        Flip("Notifications", at: 1.2)
    } content: {
        ProfileSettingsScreen()
    }.goldenTimes([0, 1, 1.9])
}
