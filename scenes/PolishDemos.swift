import Flipbook

// Everyday components as iOS draws them in two settings app code meets: controls inside
// `disabled(true)` (grey labels and values, a half-faded switch, grey stepper signs), and a
// settings screen at an accessibility Text Size (rows, large title and text grow; the navigation
// and tab bars keep their size, as UIKit's do).

/// The same controls twice: as they are, and inside `disabled(true)`.
struct DisabledControlsForm: View {
    @State private var wifi = true
    @State private var brightness = 0.6
    @State private var copies = 1
    @State private var paper = "A4"
    @State private var name = "Ada"

    var body: some View {
        Form {
            Section("Enabled") { controls }
            Section("Disabled") { controls }
                .disabled(true)
        }
    }

    @ViewBuilder private var controls: some View {
        Toggle("Wi-Fi", isOn: $wifi)
        Slider(value: $brightness) {
            Text("Brightness")
        } minimumValueLabel: {
            Image(systemName: "sun.min")
        } maximumValueLabel: {
            Image(systemName: "sun.max")
        }
        Stepper("Copies: \(copies)", value: $copies, in: 1...5)
        Picker("Paper", selection: $paper) {
            ForEach(["A4", "Letter", "Legal"], id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
        HStack {
            TextField("Name", text: $name)
            Menu("Share") { Button("Copy") {} }
            Link("Help", destination: URL(string: "https://example.com/help")!)
        }
    }
}

/// A settings screen in a tab view, as an app writes it, shown at `.accessibility3`.
struct LargeTypeSettings: View {
    @State private var notifications = true

    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section {
                        Label("Account", systemImage: "person.circle.fill")
                        Toggle("Notifications", isOn: $notifications)
                    } header: {
                        Text("General")
                    } footer: {
                        Text("Sent to this iPhone.")
                    }
                }
                .navigationTitle("Settings")
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person") }
        }
        .dynamicTypeSize(.accessibility3)
    }
}

extension FlipbookScene {
    static let polishDemos: [FlipbookScene] =
        lightAndDark("disabled-controls", size: CGSize(width: 390, height: 640),
                     summary: "Controls as they are and inside disabled(true): grey labels and values, a half-faded switch, grey stepper signs") {
            DisabledControlsForm()
        }
        + lightAndDark("large-type-settings", size: CGSize(width: 390, height: 700),
                       summary: "A settings list at accessibility3: rows, large title and text grow; the tab bar keeps its size") {
            LargeTypeSettings()
        }
}
