import SwiftUI

// A hotel booking step: a graphical calendar for the check-in day limited to dates from today,
// a compact date picker for check-out, a stepper with a formatted value, the stay's nights
// computed with Calendar, and a haptic tick when the dates change.

struct HotelStayDates: View {
    @State private var checkIn: Date
    @State private var checkOut: Date
    @State private var guests = 2
    let nightlyRate = 148.0

    init(checkIn: Date = .now) {
        _checkIn = State(initialValue: checkIn)
        _checkOut = State(initialValue: Calendar.current.date(byAdding: .day, value: 3, to: checkIn) ?? checkIn)
    }

    private var nights: Int {
        Calendar.current.dateComponents([.day], from: checkIn, to: checkOut).day ?? 0
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    DatePicker("Check-in", selection: $checkIn, in: Date.now..., displayedComponents: .date)
                        .datePickerStyle(.graphical)
                        .tint(.teal)
                }
                Section {
                    DatePicker("Check-out", selection: $checkOut, in: checkIn.addingTimeInterval(86_400)..., displayedComponents: .date)
                    Stepper(value: $guests, in: 1...6) {
                        LabeledContent("Guests", value: guests, format: .number)
                    }
                }
                Section {
                    LabeledContent("Nights", value: "\(nights)")
                    LabeledContent("Total") {
                        Text(Double(nights) * nightlyRate, format: .currency(code: "EUR"))
                            .fontWeight(.semibold)
                    }
                }
            }
            .sensoryFeedback(.selection, trigger: checkIn)
            .navigationTitle("Your Stay")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Next") {}
                        .disabled(nights < 1)
                }
            }
        }
    }
}

#Preview {
    HotelStayDates()
}
