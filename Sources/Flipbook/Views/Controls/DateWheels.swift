import Foundation

/// The wheel date picker's wheels at rest, side by side on one band, each as wide as its longest
/// row: for a day and a time, the day ("Thu Nov 26", "Today" for the scene's day), the hour, the
/// minute and AM/PM; for a day alone, the month, the day and the year; for a time alone, the hour,
/// the minute and AM/PM.
struct DateWheels: View {
    let date: Date
    let components: DatePickerComponents
    @Environment(\.self) private var environment

    var body: some View {
        ZStack {
            WheelBand()
            HStack(spacing: 16) {
                ForEach(Array(columns.enumerated()), id: \.offset) { _, column in
                    WheelPicker(titles: column.titles, selectedIndex: column.selected, showsBand: false)
                        .fixedSize(horizontal: true, vertical: false)
                }
            }
        }
        .frame(maxWidth: .infinity)
    }

    private var columns: [(titles: [String], selected: Int)] {
        let calendar = DatePickerText.calendar(in: environment)
        let time = timeColumns(calendar)
        if !components.contains(.date) { return time }
        if !components.contains(.hourAndMinute) { return dayColumns(calendar) }
        return [dayColumn(calendar)] + time
    }

    /// Days around the chosen one, three each way.
    private func dayColumn(_ calendar: Calendar) -> (titles: [String], selected: Int) {
        let titles = (-3...3).map { offset -> String in
            let day = calendar.date(byAdding: .day, value: offset, to: date)!
            if calendar.isDate(day, inSameDayAs: environment.sceneStartDate) { return "Today" }
            return [Date.FormatStyle().weekday(.abbreviated), Date.FormatStyle().month(.abbreviated), Date.FormatStyle().day()]
                .map { DatePickerText.formatted(day, $0, in: environment) }
                .joined(separator: " ")
        }
        return (titles, 3)
    }

    /// The month's name, the day of the month and the year.
    private func dayColumns(_ calendar: Calendar) -> [(titles: [String], selected: Int)] {
        let parts = calendar.dateComponents([.month, .day, .year], from: date)
        let days = calendar.range(of: .day, in: .month, for: date)!.map(String.init)
        let years = (parts.year! - 3 ... parts.year! + 3).map(String.init)
        return [(calendar.monthSymbols, parts.month! - 1), (days, parts.day! - 1), (years, 3)]
    }

    /// The hour on a 12-hour clock, the minute, and AM or PM.
    private func timeColumns(_ calendar: Calendar) -> [(titles: [String], selected: Int)] {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour!, minute = parts.minute!
        let minutes = (0..<60).map { $0 < 10 ? "0\($0)" : "\($0)" }
        return [((1...12).map(String.init), (hour + 11) % 12), (minutes, minute),
                ([calendar.amSymbol, calendar.pmSymbol], hour < 12 ? 0 : 1)]
    }
}
