import Foundation

/// The graphical date picker's month: the month and year with the chevrons that page it, the
/// weekdays' short names, and the days in rows of seven (44 pt high); the chosen day in the tint
/// colour on a pale tint circle (a `MultiDatePicker`'s chosen days in white on a tint circle), the
/// scene's day in the tint colour, days outside the picker's bounds in grey.
struct MonthCalendar: View {
    /// A day of the month shown.
    let date: Date
    /// The chosen days of the month shown.
    var chosenDays: Set<Int>
    /// Whether chosen days are filled (a `MultiDatePicker`'s) rather than pale (a `DatePicker`'s).
    var fillsChosenDays = false
    /// The dates that can be chosen; the days of the month shown outside them are grey.
    var bounds: ClosedRange<Date>
    @Environment(\.self) private var environment
    @Environment(\.tintColor) private var accent

    /// The month of `date` with `date`'s day chosen, as a `DatePicker` shows it.
    init(date: Date, bounds: ClosedRange<Date>) {
        self.date = date
        chosenDays = []
        self.bounds = bounds
    }

    init(date: Date, chosenDays: Set<Int>, fillsChosenDays: Bool, bounds: ClosedRange<Date>) {
        self.date = date
        self.chosenDays = chosenDays
        self.fillsChosenDays = fillsChosenDays
        self.bounds = bounds
    }

    /// The days of the month shown inside the bounds (the month shown lies between them).
    private func availableDays(_ calendar: Calendar) -> ClosedRange<Int> {
        let count = calendar.range(of: .day, in: .month, for: date)!.count
        let first = calendar.isDate(bounds.lowerBound, equalTo: date, toGranularity: .month)
            ? calendar.component(.day, from: bounds.lowerBound) : 1
        let last = calendar.isDate(bounds.upperBound, equalTo: date, toGranularity: .month)
            ? calendar.component(.day, from: bounds.upperBound) : count
        return first...max(first, last)
    }

    var body: some View {
        let calendar = DatePickerText.calendar(in: environment)
        VStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(verbatim: DatePickerText.formatted(date, Date.FormatStyle().month(.wide).year(), in: environment))
                    .font(.headline)
                Image(systemName: "chevron.right").font(.system(size: 13, weight: .semibold)).foregroundStyle(accent)
                Spacer()
                HStack(spacing: 28) {
                    Image(systemName: "chevron.left")
                    Image(systemName: "chevron.right")
                }
                .font(.system(size: 20, weight: .medium))
                .foregroundStyle(accent)
            }
            .padding(.horizontal, 8)
            .frame(height: 44)
            HStack(spacing: 0) {
                ForEach(Array(weekdays(calendar).enumerated()), id: \.offset) { _, name in
                    Text(verbatim: name)
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(Color(UIColor.tertiaryLabel))
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: 24)
            ForEach(Array(weeks(calendar).enumerated()), id: \.offset) { _, week in
                HStack(spacing: 0) {
                    ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                        DayCell(day: day, isChosen: day.map(chosen(calendar).contains) ?? false, isFilled: fillsChosenDays,
                                isAvailable: day.map(availableDays(calendar).contains) ?? true,
                                isToday: day == today(calendar), accent: accent)
                    }
                }
            }
        }
    }

    /// The weekdays' short names in capitals, from the calendar's first weekday.
    private func weekdays(_ calendar: Calendar) -> [String] {
        let names = calendar.shortWeekdaySymbols.map { $0.uppercased() }
        let first = calendar.firstWeekday - 1
        return Array(names[first...] + names[..<first])
    }

    /// The month's days in weeks, nil where a week's day falls in another month.
    private func weeks(_ calendar: Calendar) -> [[Int?]] {
        let start = calendar.date(from: calendar.dateComponents([.year, .month], from: date))!
        let lead = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        let count = calendar.range(of: .day, in: .month, for: date)!.count
        var cells: [Int?] = Array(repeating: nil, count: lead) + (1...count).map { $0 }
        cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0 ..< $0 + 7]) }
    }

    private func chosen(_ calendar: Calendar) -> Set<Int> {
        fillsChosenDays ? chosenDays : [calendar.component(.day, from: date)]
    }

    /// The scene's day of the month, when the scene's day is in the month shown.
    private func today(_ calendar: Calendar) -> Int? {
        let now = environment.sceneStartDate
        guard calendar.isDate(now, equalTo: date, toGranularity: .month) else { return nil }
        return calendar.component(.day, from: now)
    }
}

/// One day of the month calendar (empty outside the month).
private struct DayCell: View {
    let day: Int?
    let isChosen: Bool
    let isFilled: Bool
    let isAvailable: Bool
    let isToday: Bool
    let accent: Color

    var body: some View {
        ZStack {
            if isChosen { Circle().fill(isFilled ? accent : accent.opacity(0.12)).frame(width: 40, height: 40) }
            if let day {
                Text(verbatim: "\(day)")
                    .font(.system(size: 20, weight: isChosen ? .semibold : .regular))
                    .foregroundStyle(color)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: 44)
    }

    private var color: Color {
        if isChosen { return isFilled ? .white : accent }
        if !isAvailable { return Color(UIColor.tertiaryLabel) }
        return isToday ? accent : .primary
    }
}
