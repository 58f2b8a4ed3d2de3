import SwiftUI

struct SettingsView: View {
    @State private var notificationsOn = true
    @State private var volume = 0.5
    @State private var fontSize = 14
    @State private var theme = "System"

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $notificationsOn)
                    Picker("Theme", selection: $theme) {
                        Text("System").tag("System")
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                }
                Section {
                    Slider(value: $volume, in: 0...1)
                    Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...24)
                } header: {
                    Text("Display")
                } footer: {
                    Text("Changes apply to new documents.")
                }
                Section {
                    LabeledContent("Version", value: "1.0 (42)")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
}
