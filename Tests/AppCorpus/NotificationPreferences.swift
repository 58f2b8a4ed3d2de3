import SwiftUI

struct NotificationPreferences: View {
    enum Delivery: String, CaseIterable, Identifiable {
        case immediate = "Immediate"
        case summary = "Scheduled Summary"
        var id: Self { self }
    }

    enum Preview: String, CaseIterable, Identifiable {
        case always = "Always"
        case unlocked = "When Unlocked"
        case never = "Never"
        var id: Self { self }
    }

    @State private var allowNotifications = true
    @State private var delivery = Delivery.immediate
    @State private var summaryTime = Calendar.current.date(from: DateComponents(hour: 8, minute: 0)) ?? .now
    @State private var showPreviews = Preview.unlocked
    @State private var sounds = true
    @State private var badges = true
    @State private var quietStart = Calendar.current.date(from: DateComponents(hour: 22, minute: 0)) ?? .now
    @State private var quietEnd = Calendar.current.date(from: DateComponents(hour: 7, minute: 0)) ?? .now

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Allow Notifications", isOn: $allowNotifications)
                }

                if allowNotifications {
                    Section {
                        Picker("Delivery", selection: $delivery) {
                            ForEach(Delivery.allCases) { Text($0.rawValue).tag($0) }
                        }
                        .pickerStyle(.inline)
                        .labelsHidden()
                        if delivery == .summary {
                            DatePicker("Summary at", selection: $summaryTime, displayedComponents: .hourAndMinute)
                        }
                    } header: {
                        Text("Notification Delivery")
                    }

                    Section("Alerts") {
                        Toggle("Sounds", isOn: $sounds)
                        Toggle("Badges", isOn: $badges)
                        Picker("Show Previews", selection: $showPreviews) {
                            ForEach(Preview.allCases) { Text($0.rawValue).tag($0) }
                        }
                    }

                    Section {
                        DatePicker("From", selection: $quietStart, displayedComponents: .hourAndMinute)
                        DatePicker("To", selection: $quietEnd, displayedComponents: .hourAndMinute)
                    } header: {
                        Text("Quiet Hours")
                    } footer: {
                        Text("Notifications are silenced during quiet hours. Time-sensitive alerts still come through.")
                    }
                }
            }
            .navigationTitle("Notifications")
        }
    }
}

#Preview {
    NotificationPreferences()
}

#Preview("Summary", traits: .script { Tap("Scheduled Summary", at: 0.3) }) {
    NotificationPreferences()
}
