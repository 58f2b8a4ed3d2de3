import SwiftUI

struct MonthCalendarGrid: View {
    @State private var month: Date
    @State private var selection: Date?
    var eventDays: Set<Int> = []

    private let calendar = Calendar.current
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 0), count: 7)

    init(month: Date, selection: Date? = nil, eventDays: Set<Int> = []) {
        _month = State(initialValue: month)
        _selection = State(initialValue: selection)
        self.eventDays = eventDays
    }

    private var days: [Date?] {
        guard let interval = calendar.dateInterval(of: .month, for: month),
              let count = calendar.range(of: .day, in: .month, for: month)?.count else { return [] }
        let firstWeekday = calendar.component(.weekday, from: interval.start)
        let leading = (firstWeekday - calendar.firstWeekday + 7) % 7
        let dates = (0..<count).compactMap { calendar.date(byAdding: .day, value: $0, to: interval.start) }
        return Array(repeating: nil, count: leading) + dates
    }

    private var weekdaySymbols: [String] {
        let symbols = calendar.veryShortWeekdaySymbols
        let shift = calendar.firstWeekday - 1
        return Array(symbols[shift...] + symbols[..<shift])
    }

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Text(month.formatted(.dateTime.month(.wide).year()))
                    .font(.title2.bold())
                Spacer()
                Button {
                    month = calendar.date(byAdding: .month, value: -1, to: month) ?? month
                } label: {
                    Image(systemName: "chevron.left")
                }
                Button {
                    month = calendar.date(byAdding: .month, value: 1, to: month) ?? month
                } label: {
                    Image(systemName: "chevron.right")
                }
                .padding(.leading, 20)
            }
            .font(.title3.weight(.semibold))

            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(Array(weekdaySymbols.enumerated()), id: \.offset) { _, symbol in
                    Text(symbol)
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                }
                ForEach(Array(days.enumerated()), id: \.offset) { _, day in
                    if let day {
                        dayCell(day)
                    } else {
                        Color.clear.frame(height: 40)
                    }
                }
            }
        }
        .padding()
    }

    private func dayCell(_ day: Date) -> some View {
        let number = calendar.component(.day, from: day)
        let isSelected = selection.map { calendar.isDate($0, inSameDayAs: day) } ?? false
        return Button {
            selection = day
        } label: {
            VStack(spacing: 3) {
                Text("\(number)")
                    .font(.body.weight(isSelected ? .bold : .regular))
                    .foregroundStyle(isSelected ? .white : .primary)
                    .frame(width: 34, height: 34)
                    .background {
                        if isSelected {
                            Circle().fill(.red)
                        }
                    }
                Circle()
                    .fill(eventDays.contains(number) ? Color.gray : .clear)
                    .frame(width: 5, height: 5)
            }
        }
        .buttonStyle(.plain)
        .frame(height: 40)
    }
}

#Preview("March 2025") {
    let march = Calendar.current.date(from: DateComponents(year: 2025, month: 3, day: 1))!
    let fourteenth = Calendar.current.date(from: DateComponents(year: 2025, month: 3, day: 14))!
    return MonthCalendarGrid(month: march, selection: fourteenth, eventDays: [3, 7, 14, 21, 28])
}
