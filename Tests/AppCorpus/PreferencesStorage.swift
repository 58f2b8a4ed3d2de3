import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }

    var title: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

enum DistanceUnit: String, CaseIterable, Identifiable {
    case kilometers = "km"
    case miles = "mi"
    var id: String { rawValue }
}

struct PreferencesView: View {
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("unit") private var unit: DistanceUnit = .kilometers
    @AppStorage("username") private var username = "Taylor"
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("dailyGoal") private var dailyGoal = 5.0
    @State private var isAdvancedExpanded = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    LabeledContent("Name", value: username)
                    LabeledContent("Plan") {
                        Text("Pro")
                            .foregroundStyle(.green)
                    }
                } header: {
                    Text("Account")
                }
                .headerProminence(.increased)

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    Picker("Units", selection: $unit) {
                        ForEach(DistanceUnit.allCases) { unit in
                            Text(unit.rawValue).tag(unit)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section {
                    Toggle("Reminders", isOn: $notificationsEnabled)
                    VStack(alignment: .leading) {
                        Text("Daily goal: \(dailyGoal, specifier: "%.0f") \(unit.rawValue)")
                        Slider(value: $dailyGoal, in: 1...20, step: 1)
                    }
                    .disabled(!notificationsEnabled)
                } footer: {
                    Text("We'll nudge you in the evening if you haven't reached your goal.")
                }

                Section("Advanced", isExpanded: $isAdvancedExpanded) {
                    Button("Reset All Settings", role: .destructive) {
                        theme = .system
                        unit = .kilometers
                        dailyGoal = 5
                    }
                }

                Section {
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    LabeledContent("Version", value: "2.4.1 (108)")
                }
            }
            .formStyle(.grouped)
            .navigationTitle("Preferences")
            .preferredColorScheme(theme == .dark ? .dark : theme == .light ? .light : nil)
        }
    }
}

#Preview {
    PreferencesView()
}

#Preview("Dark theme", traits: .script { Tap("Theme System", at: 0.3); Tap("Dark", at: 0.8) }) {
    PreferencesView()
}
