import SwiftUI

struct ReminderMenuOptions: View {
    enum SortField: String, CaseIterable, Identifiable {
        case dueDate = "Due Date", priority = "Priority", title = "Title"
        var id: Self { self }
    }

    @State private var sort: SortField = .dueDate
    @State private var showsCompleted = false
    @State private var reminders = ["Renew passport", "Book dentist", "Pay electricity bill", "Water the ficus"]

    var body: some View {
        NavigationStack {
            List(reminders, id: \.self) { reminder in
                Label(reminder, systemImage: "circle")
            }
            .navigationTitle("Reminders")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort By", selection: $sort) {
                            ForEach(SortField.allCases) { field in
                                Text(field.rawValue).tag(field)
                            }
                        }
                        .pickerStyle(.menu)
                        Toggle("Show Completed", systemImage: "checkmark.circle", isOn: $showsCompleted)
                        Divider()
                        Button("Print", systemImage: "printer") {}
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .menuOrder(.fixed)
                    .menuIndicator(.hidden)
                    .menuActionDismissBehavior(.disabled)
                }
            }
        }
    }
}

#Preview("Reminders") {
    ReminderMenuOptions()
}

#Preview("Menu open", traits: .script { Tap("More", at: 0.2) }) {
    ReminderMenuOptions()
}
