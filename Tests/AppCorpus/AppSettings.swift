import SwiftUI

struct AppSettings: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("fontSize") private var fontSize = 17.0
    @AppStorage("useDarkMode") private var useDarkMode = false
    @AppStorage("refreshInterval") private var refreshInterval = 15
    @State private var showResetConfirmation = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Username", text: $username)
                        .textContentType(.username)
                } header: {
                    Text("Account")
                } footer: {
                    Text("Shown to other players.")
                }

                Section("Appearance") {
                    Toggle("Dark Mode", isOn: $useDarkMode)
                    VStack(alignment: .leading) {
                        Text("Font size: \(Int(fontSize))")
                        Slider(value: $fontSize, in: 12...30, step: 1) {
                            Text("Font size")
                        } minimumValueLabel: {
                            Image(systemName: "textformat.size.smaller")
                        } maximumValueLabel: {
                            Image(systemName: "textformat.size.larger")
                        }
                    }
                }

                Section("Sync") {
                    Picker("Refresh every", selection: $refreshInterval) {
                        Text("5 minutes").tag(5)
                        Text("15 minutes").tag(15)
                        Text("1 hour").tag(60)
                    }
                    LabeledContent("Last synced", value: "Today")
                }

                Section {
                    Button("Reset All Settings", role: .destructive) {
                        showResetConfirmation = true
                    }
                    .frame(maxWidth: .infinity)
                }
            }
            .navigationTitle("Settings")
            .preferredColorScheme(useDarkMode ? .dark : .light)
            .confirmationDialog("Reset settings?", isPresented: $showResetConfirmation, titleVisibility: .visible) {
                Button("Reset", role: .destructive) {
                    username = "Anonymous"
                    fontSize = 17
                }
            }
        }
    }
}

#Preview {
    AppSettings()
}
