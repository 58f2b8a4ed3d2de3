import SwiftUI

struct VacationDaysView: View {
    @State private var days: Set<DateComponents> = []
    @State private var note = ""

    private let calendar = Calendar(identifier: .gregorian)

    private var bounds: Range<Date> {
        let start = calendar.date(from: DateComponents(year: 2026, month: 7, day: 1))!
        let end = calendar.date(from: DateComponents(year: 2026, month: 8, day: 1))!
        return start..<end
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    MultiDatePicker("Days off", selection: $days, in: bounds)
                } footer: {
                    Text("Pick every day you will be away in July.")
                }
                Section("Summary") {
                    LabeledContent("Days selected", value: "\(days.count)")
                    LabeledContent("Allowance left", value: "\(max(0, 20 - days.count))")
                    TextField("Note for your manager", text: $note)
                }
            }
            .navigationTitle("Vacation")
        }
    }
}

#Preview {
    VacationDaysView()
}

#Preview("Picked") {
    @Previewable @State var days: Set<DateComponents> = Set([2, 3, 4, 9].map { offset in
        let date = Calendar.current.date(byAdding: .day, value: offset, to: .now)!
        return Calendar.current.dateComponents([.calendar, .era, .year, .month, .day], from: date)
    })
    Form {
        MultiDatePicker("Days off", selection: $days)
        LabeledContent("Days selected", value: "\(days.count)")
    }
}
