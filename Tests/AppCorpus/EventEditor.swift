import SwiftUI

struct EventEditor: View {
    @State private var title = ""
    @State private var startDate = Date.now
    @State private var endDate = Date.now.addingTimeInterval(3600)
    @State private var isAllDay = false
    @State private var notes = ""

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $title)
                    Toggle("All-day", isOn: $isAllDay)
                    DatePicker("Starts", selection: $startDate,
                               displayedComponents: isAllDay ? [.date] : [.date, .hourAndMinute])
                    DatePicker("Ends", selection: $endDate, in: startDate...,
                               displayedComponents: isAllDay ? .date : [.date, .hourAndMinute])
                }
                Section("Notes") {
                    TextEditor(text: $notes)
                        .frame(minHeight: 120)
                }
            }
            .navigationTitle("New Event")
        }
    }
}

#Preview {
    EventEditor()
}
