import SwiftUI

// A reminders app's "New Reminder" form: a multi-line TextField with axis: .vertical and a line
// limit range, a compact DatePicker shown only when "Date" is on, a priority menu picker, and
// onChange(of:initial:) keeping a summary line current.

struct NewReminderForm: View {
    @State private var title = "Call the dentist"
    @State private var notes = "Ask about moving the appointment to a morning slot, and whether the cleaning can be done the same day."
    @State private var hasDueDate = true
    @State private var dueDate: Date
    @State private var priority = Priority.medium
    @State private var summary = ""

    enum Priority: String, CaseIterable, Identifiable {
        case none = "None", low = "Low", medium = "Medium", high = "High"
        var id: Self { self }
    }

    init(dueDate: Date = Date(timeIntervalSince1970: 1_767_258_000)) {
        _dueDate = State(initialValue: dueDate)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    TextField("Notes", text: $notes, axis: .vertical)
                        .lineLimit(2...4)
                        .foregroundStyle(.secondary)
                }
                Section {
                    Toggle(isOn: $hasDueDate.animation()) {
                        Label("Date", systemImage: "calendar")
                    }
                    if hasDueDate {
                        DatePicker("Due", selection: $dueDate, displayedComponents: .date)
                            .datePickerStyle(.compact)
                    }
                    Picker(selection: $priority) {
                        ForEach(Priority.allCases) { Text($0.rawValue).tag($0) }
                    } label: {
                        Label("Priority", systemImage: "exclamationmark")
                    }
                    .pickerStyle(.menu)
                }
                Section {
                    Text(summary)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .onChange(of: priority, initial: true) { _, newValue in
                summary = newValue == .none ? "No priority set." : "\(newValue.rawValue) priority."
            }
            .navigationTitle("New Reminder")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {}
                        .disabled(title.isEmpty)
                }
            }
        }
    }
}

#Preview {
    NewReminderForm()
}
